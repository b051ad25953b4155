import { HttpSession, type TestApp } from '../../../infra/testing/app.js';
export { offeredDays } from '../../../infra/testing/days.js';


export interface SelfServiceCustomer {
  id: string;
  fullName: string;
  email: string;
  mobile: string;
  rego: string;
  /** Their portal session (cookie `csid`). */
  portal: HttpSession;
}

async function ok<T extends { status: number; text: string }>(answer: Promise<T>, what: string): Promise<T> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`could not ${what}: ${a.status} ${a.text}`);
  return a;
}

let registered = 0;

/** A customer the business registered (so their registration and e-mail sign them in), signed in to the portal. */
export async function signedInCustomer(app: TestApp, admin: HttpSession, who: { fullName: string; mobile?: string } = { fullName: 'Cora Customer' }): Promise<SelfServiceCustomer> {
  const n = ++registered;
  const slug = who.fullName.toLowerCase().replace(/[^a-z]+/g, '.');
  const customer = {
    fullName: who.fullName,
    email: `${slug}.${n}@example.com`,
    mobile: who.mobile ?? `0413 ${String(200 + n).padStart(3, '0')} ${String(300 + n).padStart(3, '0')}`,
    rego: `SS${String(n).padStart(4, '0')}`,
  };
  const created = await ok(
    admin.request('POST', '/api/admin/customers', { fullName: customer.fullName, email: customer.email, mobile: customer.mobile, vehicleRego: customer.rego }),
    'register',
  );
  const portal = new HttpSession(app.url);
  await ok(portal.request('POST', '/api/customer/login', { vehicleRego: customer.rego, email: customer.email }), 'sign in');
  return { id: created.json.id as string, ...customer, portal };
}

/** A booking staff enter for the customer (so the portal shows it): its id. */
export async function bookingFor(
  admin: HttpSession,
  customer: Pick<SelfServiceCustomer, 'fullName' | 'email' | 'mobile' | 'rego'>,
  serviceIds: number[],
  date: string,
  options: { time?: string; status?: string } = {},
): Promise<string> {
  const created = await ok(
    admin.request('POST', '/api/bookings', {
      fullName: customer.fullName,
      email: customer.email,
      mobile: customer.mobile,
      date,
      time: options.time ?? '09:00',
      vehicleType: 'SUV 5 Seater',
      modelYear: 2025,
      vehicleRego: customer.rego,
      serviceIds,
      notes: `Notes of ${customer.fullName}`,
      status: options.status ?? 'pending',
    }),
    'book',
  );
  return created.json.id as string;
}
