import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerStreamId, emailKey, customerEmailStreamId } from '@detailing/schema';
import { startTestApp, type TestApp } from '../../infra/testing/app.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { fold } from '../commands/fold.js';
import type { EventStore } from '../eventstore/EventStore.js';
import { systemClock } from '../platform/clock.js';
import { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { CustomerCommands } from './CustomerCommands.js';
import { emailClaimDecider } from './emailClaimDecider.js';
import { findCustomer, searchCustomers } from './queries.js';

// A customer's own e-mail change (made once proven: services/customers/ownProfile.ts) against a
// real event store and read model: the change, the refusal of another customer's e-mail, retries,
// and crashes between its steps, each followed by what the next caller finds.

let app: TestApp;
let waiter: ProjectionWaiter;
let n = 0;
const actor = { kind: 'customer' as const, id: null, name: null };

/** A crash: the append that `when` picks fails (before anything is written), `times` times. */
type Crash = { when: (streamId: string, types: string[], commandId: string) => boolean; times: number };

function commands(crash?: Crash): CustomerCommands {
  const store: EventStore = new Proxy(app.store, {
    get(target, prop, receiver) {
      if (prop === 'append' && crash) {
        return (streamId: string, events: { type: string }[], at: never, context: { commandId: string }) => {
          if (crash.times > 0 && crash.when(streamId, events.map((e) => e.type), context.commandId)) {
            crash.times--;
            return Promise.reject(new Error('crashed'));
          }
          return target.append(streamId, events as never, at, context as never);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new CustomerCommands({
    db: app.db,
    store,
    waiter,
    clock: systemClock,
    vault: app.vault,
    bookings: { assignCustomer: () => Promise.reject(new Error('not used')), purgeBooking: () => Promise.reject(new Error('not used')), deleteFreedImages: () => Promise.reject(new Error('not used')) },
    bookingLookup: sqlBookingLookup(app.db.sql),
  });
}

const plain = () => commands();
const unique = (name: string) => `${name}-${++n}@example.com`;
const opts = (commandId?: string, expectedVersion?: number) => ({ actor, ...(commandId ? { commandId } : {}), ...(expectedVersion === undefined ? {} : { expectedVersion }) });

async function register(email: string, fullName = 'Cus Tomer') {
  return plain().register({ fullName, email, mobile: '0412 345 678', vehicleRego: 'ABC 123' }, opts());
}

async function holderOf(email: string): Promise<string | null> {
  const stream = customerEmailStreamId(await app.vault.pseudonym(emailKey(email)));
  return fold(emailClaimDecider, await app.store.readStream(stream)).holder;
}

const eventCount = async () => (await app.db.sql`select count(*)::int as n from events`)[0]!.n as number;
const typesOf = async (customerId: string) => (await app.store.readStream(customerStreamId(customerId))).map((e) => e.type);

beforeAll(async () => {
  app = await startTestApp();
  waiter = new ProjectionWaiter(app.db);
  await waiter.start();
});
afterAll(async () => {
  await waiter?.stop();
  await app?.close();
});

describe("a customer's own e-mail change", () => {
  it('changes the e-mail, moves the claim, and lets the old e-mail go', async () => {
    const [before, after] = [unique('before'), unique('after')];
    const c = await register(before);
    await plain().updateOwnProfile(c.id, { fullName: 'New Name', address: '9 New St' }, opts());
    const updated = await plain().changeOwnEmail(c.id, after, opts());
    expect(updated).toMatchObject({ id: c.id, email: after, fullName: 'New Name', mobile: '0412 345 678', address: '9 New St', vehicleRego: 'ABC 123' });
    expect(await findCustomer(app.db.sql, c.id)).toMatchObject({ email: after, version: updated.version });
    expect((await searchCustomers(app.db.sql, { search: after, offset: 0, limit: 5 })).items.map((x) => x.id)).toEqual([c.id]);
    expect(await holderOf(after)).toBe(c.id);
    expect(await holderOf(before)).toBeNull();
    expect(await typesOf(c.id)).toEqual(['CustomerRegistered', 'CustomerProfileChanged', 'CustomerEmailChangeRequested', 'CustomerEmailChanged']);

    // The new e-mail is theirs (a booking with it is theirs); the old one is free for someone else.
    expect((await plain().findOrRegister({ fullName: 'X', email: after.toUpperCase(), mobile: '0412 345 678', address: null, vehicleRego: null }, opts())).customerId).toBe(c.id);
    await expect(register(after)).rejects.toThrow('A customer with this email already exists');
    expect((await register(before)).id).not.toBe(c.id);
  });

  it("refuses another customer's e-mail, in any case, with 409 and changes nothing", async () => {
    const [mine, theirs] = [unique('mine'), unique('theirs')];
    const me = await register(mine);
    await register(theirs);
    const events = await eventCount();
    const refused = plain().changeOwnEmail(me.id, ` ${theirs.toUpperCase()} `, opts());
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT', message: 'That email is already used by another customer' });
    expect(await eventCount()).toBe(events);
    expect(await findCustomer(app.db.sql, me.id)).toMatchObject({ email: mine });
  });

  it('changes only the case of its own e-mail without touching the claim', async () => {
    const email = unique('case');
    const c = await register(email);
    const updated = await plain().changeOwnEmail(c.id, email.toUpperCase(), opts());
    expect(updated.email).toBe(email.toUpperCase());
    expect(await holderOf(email)).toBe(c.id);
    expect(await typesOf(c.id)).toEqual(['CustomerRegistered', 'CustomerEmailChanged']);
  });

  it('records nothing for its own e-mail as it is', async () => {
    const email = unique('same');
    const c = await register(email);
    const events = await eventCount();
    expect((await plain().changeOwnEmail(c.id, email, opts())).version).toBe(c.version);
    expect(await typesOf(c.id)).toEqual(['CustomerRegistered']);
    expect(await eventCount()).toBe(events);
  });

  it('never changes the registration, nor fields a customer may not edit', async () => {
    const c = await register(unique('rego'));
    const sent = { vehicleRego: 'OTHER 1', notes: 'mine now', companyName: 'Co', fullName: 'Only This' };
    const updated = await plain().updateOwnProfile(c.id, sent as { fullName: string }, opts());
    expect(updated).toMatchObject({ vehicleRego: 'ABC 123', notes: null, companyName: null, fullName: 'Only This' });
  });

  it('refuses a stale edit (expectedVersion) with the customer as now, and records nothing', async () => {
    const c = await register(unique('stale'));
    await plain().updateOwnProfile(c.id, { fullName: 'Edited Elsewhere' }, opts());
    const events = await eventCount();
    await expect(plain().changeOwnEmail(c.id, unique('stale-new'), opts(undefined, c.version))).rejects.toMatchObject({
      code: 'CONFLICT',
      current: expect.objectContaining({ fullName: 'Edited Elsewhere' }),
    });
    await expect(plain().updateOwnProfile(c.id, { fullName: 'Stale' }, opts(undefined, c.version))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await eventCount()).toBe(events);
  });

  it('a retried command (the same id) doubles nothing, even after the expected version moved', async () => {
    const c = await register(unique('retry'));
    const target = unique('retry-new');
    const first = await plain().changeOwnEmail(c.id, target, opts('own-retry-1', c.version));
    const events = await eventCount();
    const again = await plain().changeOwnEmail(c.id, target, opts('own-retry-1', c.version));
    expect(again).toMatchObject({ email: target, version: first.version });
    expect(await eventCount()).toBe(events);
  });

  it('keeps the e-mail unique when two customers change to it at once: one gets it, the other 409', async () => {
    for (let round = 0; round < 3; round++) {
      const target = unique('race');
      const [a, b] = [await register(unique('race-a')), await register(unique('race-b'))];
      const outcomes = await Promise.allSettled([a, b].map((x) => commands().changeOwnEmail(x.id, target, opts())));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.message).toBe('That email is already used by another customer');
      const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
      expect(await holderOf(target)).toBe([a, b][winner]!.id);
      const holders = await app.db.sql`select id from customers where lower(email) = ${target}`;
      expect(holders.map((r) => r.id)).toEqual([[a, b][winner]!.id]);
    }
  });

  it('keeps the e-mail unique when a change and a new booking for it race', async () => {
    for (let round = 0; round < 3; round++) {
      const target = unique('race-booking');
      const a = await register(unique('race-own'));
      const [changed, booked] = await Promise.allSettled([
        commands().changeOwnEmail(a.id, target, opts()),
        commands().findOrRegister({ fullName: 'Booker', email: target, mobile: '0412 345 678', address: null, vehicleRego: null }, opts()),
      ]);
      expect(booked.status).toBe('fulfilled');
      const bookedFor = (booked as PromiseFulfilledResult<{ customerId: string }>).value.customerId;
      // Either the change won (the booking is theirs) or the booking's new customer did (the change is refused).
      expect(changed.status === 'fulfilled' ? bookedFor === a.id : bookedFor !== a.id).toBe(true);
      expect(await holderOf(target)).toBe(bookedFor);
      await waiter.waitFor('customers', await app.store.headPosition());
      const rows = await app.db.sql`select id from customers where lower(email) = ${target}`;
      expect(rows.map((r) => r.id)).toEqual([bookedFor]);
    }
  });
});

describe('an e-mail change cut short by a crash', () => {
  const holdCrash = (): Crash => ({ when: (stream, types, id) => stream.startsWith('customer-email-') && types.includes('CustomerEmailClaimed') && id.includes('/hold-email/'), times: 1 });
  const changeCrash = (): Crash => ({ when: (_s, types) => types.includes('CustomerEmailChanged'), times: 1 });
  const releaseCrash = (): Crash => ({ when: (_s, types) => types.includes('CustomerEmailReleased'), times: 1 });

  it('is finished by a retry with the same command id, whichever step it stopped before', async () => {
    for (const crash of [holdCrash(), changeCrash(), releaseCrash()]) {
      const [old, target] = [unique('crash-old'), unique('crash-new')];
      const c = await register(old);
      await expect(commands(crash).changeOwnEmail(c.id, target, opts(`crash-${n}`, c.version))).rejects.toThrow('crashed');
      const updated = await plain().changeOwnEmail(c.id, target, opts(`crash-${n}`, c.version));
      expect(updated).toMatchObject({ email: target });
      expect(await holderOf(target)).toBe(c.id);
      expect(await holderOf(old)).toBeNull();
      expect(await typesOf(c.id)).toEqual(['CustomerRegistered', 'CustomerEmailChangeRequested', 'CustomerEmailChanged']);
    }
  });

  it('before the claim: the new e-mail stays free for others, and the customer keeps the old one', async () => {
    const [old, target] = [unique('cut1-old'), unique('cut1-new')];
    const c = await register(old);
    await expect(commands(holdCrash()).changeOwnEmail(c.id, target, opts())).rejects.toThrow('crashed');
    expect(await holderOf(target)).toBeNull();
    const other = await register(target);
    expect(other.id).not.toBe(c.id);
    expect(await findCustomer(app.db.sql, c.id)).toMatchObject({ email: old });
    expect(await holderOf(old)).toBe(c.id);
  });

  it('after the claim: whoever claims the e-mail next finishes the change (it was accepted)', async () => {
    const [old, target] = [unique('cut2-old'), unique('cut2-new')];
    const c = await register(old);
    await expect(commands(changeCrash()).changeOwnEmail(c.id, target, opts())).rejects.toThrow('crashed');
    expect(await holderOf(target)).toBe(c.id);
    await expect(register(target)).rejects.toThrow('A customer with this email already exists');
    expect(await findCustomer(app.db.sql, c.id)).toMatchObject({ email: target });
    expect(await holderOf(old)).toBeNull();
    expect((await register(old)).id).not.toBe(c.id);
  });

  it('after the claim, then another change: the claim left behind blocks nobody', async () => {
    const [old, abandoned, final] = [unique('cut3-old'), unique('cut3-abandoned'), unique('cut3-final')];
    const c = await register(old);
    await expect(commands(changeCrash()).changeOwnEmail(c.id, abandoned, opts())).rejects.toThrow('crashed');
    await plain().changeOwnEmail(c.id, final, opts());
    expect(await holderOf(abandoned)).toBe(c.id);
    const other = await register(abandoned);
    expect(other.id).not.toBe(c.id);
    expect(await holderOf(abandoned)).toBe(other.id);
    expect(await findCustomer(app.db.sql, c.id)).toMatchObject({ email: final });
  });

  it('before the old claim is released: the old e-mail is free for the next customer', async () => {
    const [old, target] = [unique('cut4-old'), unique('cut4-new')];
    const c = await register(old);
    await expect(commands(releaseCrash()).changeOwnEmail(c.id, target, opts())).rejects.toThrow('crashed');
    expect(await holderOf(old)).toBe(c.id);
    const other = await register(old);
    expect(other.id).not.toBe(c.id);
    expect(await holderOf(old)).toBe(other.id);
  });

  it('a customer moving back to an e-mail whose claim they still hold keeps it', async () => {
    const [first, second] = [unique('back-1'), unique('back-2')];
    const c = await register(first);
    await expect(commands(releaseCrash()).changeOwnEmail(c.id, second, opts())).rejects.toThrow('crashed');
    await plain().changeOwnEmail(c.id, first, opts());
    expect(await findCustomer(app.db.sql, c.id)).toMatchObject({ email: first });
    expect(await holderOf(first)).toBe(c.id);
    expect(await holderOf(second)).toBeNull();
    await expect(register(first)).rejects.toThrow('A customer with this email already exists');
  });
});

describe('the e-mail as personal data', () => {
  it('is sealed in the change events and erased with the customer', async () => {
    const target = unique('sealed');
    const c = await register(unique('sealed-old'));
    await plain().changeOwnEmail(c.id, target, opts());
    const stored = await app.db.sql`select data from events where stream_id = ${customerStreamId(c.id)}`;
    expect(JSON.stringify(stored)).not.toContain(target);
    await plain().delete(c.id, opts());
    const erased = await app.store.readStream(customerStreamId(c.id));
    expect(erased.filter((e) => e.type.startsWith('CustomerEmail')).map((e) => (e.data as { email: string }).email)).toEqual(['(erased)', '(erased)']);
    expect(await holderOf(target)).toBeNull();
  });
});
