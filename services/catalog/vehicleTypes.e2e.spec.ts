import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrencyMessages, DEFAULT_TIME_ZONE, defaultVehicleTypes, todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';

let app: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
});
afterAll(async () => {
  await app?.close();
});

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const typeFields = 'id name description isActive version';
const allTypes = async () => (await admin.graphql(`{ vehicleTypes(includeInactive: true) { ${typeFields} } }`)).json.data.vehicleTypes as { id: string; name: string; isActive: boolean; version: number }[];
const create = async (name: string) => (await admin.graphql(`mutation ($name: String) { createVehicleType(input: { name: $name }) { ${typeFields} } }`, { name })).json;
const update = (id: string, input: Record<string, unknown>, expectedVersion?: number) =>
  admin.graphql(`mutation ($id: ID!, $input: VehicleTypeInput!, $v: Int) { updateVehicleType(id: $id, input: $input, expectedVersion: $v) { ${typeFields} } }`, {
    id,
    input,
    v: expectedVersion ?? null,
  });
const remove = (id: string) => admin.graphql(`mutation ($id: ID!) { deleteVehicleType(id: $id) }`, { id });

describe('the four vehicle types the pricing rule prices', () => {
  it.each(defaultVehicleTypes.map((t) => [t.name, t.id]))("refuses to delete %s, saying why, and stores nothing", async (name, id) => {
    const before = await eventCount();
    const { json } = await remove(id);
    expect(json.errors[0]).toMatchObject({
      message: `${name} is one of the four vehicle types the pricing rule prices; it cannot be deleted`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await eventCount()).toBe(before);
    expect((await allTypes()).map((t) => t.id)).toContain(id);
  });

  it('refuses to rename one, with the message on the name field, and stores nothing', async () => {
    const before = await eventCount();
    const { json } = await update('sedan-hatch', { name: 'Sedan' });
    const message = 'Sedan/Hatch is one of the four vehicle types the pricing rule prices; it cannot be renamed';
    expect(json.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', errors: [{ path: 'name', message }] } });
    expect(await eventCount()).toBe(before);
  });

  it('lets one be described, deactivated (leaving the public list) and activated again', async () => {
    const { json } = await update('suv-7-seater', { name: 'SUV 7 Seater', description: 'Seven seats', isActive: false });
    expect(json.data.updateVehicleType).toMatchObject({ name: 'SUV 7 Seater', description: 'Seven seats', isActive: false });
    const anonymous = new HttpSession(app.url);
    const publicNames = async () => ((await anonymous.graphql(`{ vehicleTypes { name } }`)).json.data.vehicleTypes as { name: string }[]).map((t) => t.name);
    expect(await publicNames()).toEqual(['Sedan/Hatch', 'SUV 5 Seater', 'UTE']);
    await update('suv-7-seater', { isActive: true });
    expect(await publicNames()).toEqual(['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE']);
  });
});

describe('a vehicle type of the business', () => {
  it('is refused a taken name with CONFLICT, the message on the name field', async () => {
    const json = await create('ute');
    const message = 'A vehicle type with this name already exists';
    expect(json.errors[0]).toMatchObject({ message, extensions: { code: 'CONFLICT', errors: [{ path: 'name', message }] } });
  });

  it('is renamed and deleted; an edit on a version since changed is refused as changed elsewhere', async () => {
    const { id, version } = (await create('Minibus')).data.createVehicleType;
    expect((await update(id, { name: 'Minivan' }, version)).json.data.updateVehicleType).toMatchObject({ name: 'Minivan', version: version + 1 });
    const stale = await update(id, { description: 'Eight seats' }, version);
    expect(stale.json.errors[0]).toMatchObject({ message: concurrencyMessages.changedElsewhere, extensions: { code: 'CONFLICT' } });
    expect((await remove(id)).json.data.deleteVehicleType).toBe(id);
    expect((await allTypes()).map((t) => t.id)).not.toContain(id);
  });

  it('is priced $0 by the pricing rule: a booking for it totals 0 where a Sedan/Hatch one does not', async () => {
    await create('Van');
    const booking = async (vehicleType: string, time: string) => {
      const { json } = await admin.graphql('mutation ($input: CreateBookingInput!) { createBooking(input: $input) { vehicleType services { price } } }', {
        input: {
          fullName: 'Vera Vance',
          email: 'vera@example.com',
          mobile: '0400 000 001',
          address: '1 Test Street, Melbourne VIC 3000',
          vehicleType,
          modelYear: 2025,
          vehicleRego: 'VAN001',
          date: todayIn(DEFAULT_TIME_ZONE),
          time,
          serviceIds: [1, 2],
          status: 'pending',
        },
      });
      expect(json.errors).toBeUndefined();
      return json.data.createBooking as { vehicleType: string; services: { price: number }[] };
    };
    const van = await booking('Van', '09:00');
    expect(van.services.map((s) => s.price)).toEqual([0, 0]);
    const sedan = await booking('Sedan/Hatch', '11:00');
    expect(sedan.services.every((s) => s.price > 0)).toBe(true);
  });
});
