import type { HttpSession } from './app.js';

/** The mutation the multi-process tests create bookings with. */
export const CREATE_BOOKING = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';

/**
 * Admin bookings of one test file, each with an e-mail and mobile of its own (`<tag><n>@example.com`,
 * `<mobilePrefix> <n>`), so every text the fake Twilio receives names the one booking it is for.
 */
export function bookingMaker(options: { tag: string; mobilePrefix: string; serviceIds: () => number[] }) {
  let counter = 0;
  const input = (fullName: string) => {
    const n = counter++;
    return {
      fullName,
      email: `${options.tag}${n}@example.com`,
      mobile: `${options.mobilePrefix} ${String(n).padStart(3, '0')}`,
      date: '2026-11-20',
      time: '09:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2024,
      serviceIds: options.serviceIds(),
    };
  };
  /** Creates one through GraphQL as `session`; throws with the answer if none was made. */
  const create = async (session: HttpSession, fullName: string): Promise<{ id: string; mobile: string }> => {
    const booking = input(fullName);
    const response = await session.graphql(CREATE_BOOKING, { input: booking });
    const id = response.json?.data?.createBooking?.id;
    if (typeof id !== 'string') throw new Error(`createBooking failed: ${response.status} ${response.text.slice(0, 500)}`);
    return { id, mobile: booking.mobile };
  };
  return { input, create };
}

/** An Australian mobile as Twilio is sent it. */
export const e164 = (mobile: string) => `+61${mobile.replace(/\s/g, '').slice(1)}`;
