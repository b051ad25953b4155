import { createHash } from 'node:crypto';
import {
  completionMessageKey,
  confirmationMessageKey,
  CustomerChanges,
  CustomerInput,
  customerMessages as m,
  type CustomerProfile,
  type CustomerProfileChanges,
  customerStreamId,
  mobileToE164,
  textMessageStreamId,
} from '@detailing/schema';
import type { BookingCustomerProfile, BookingLookup, CustomerBookingCommands } from '../bookings/published.js';
import { redactStoredResponses } from '../api/idempotency.js';
import { fold } from '../commands/fold.js';
import { type CommandOptions, CommandRunner, unversioned } from '../commands/runner.js';
import { type AppendItem, ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database, Tx } from '../platform/database.js';
import { DomainError, VersionConflict } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { type CustomerCommand, customerDecider, type CustomerState } from './customerDecider.js';
import { claimVerdict, emailClaimDecider } from './emailClaimDecider.js';
import { CLAIM_ATTEMPTS, EmailClaims } from './emailClaims.js';
import { forgetImportsOf } from './import/CustomerImports.js';
import { deleteContactChanges } from './contactChange/queries.js';
import { deletePortalLink } from './portalLink/queries.js';
import { type CustomerView, findCustomer } from './queries.js';

/** What customers need of the personal-data vault (`PersonalDataVault` in services/eventstore). */
export interface PersonalData {
  /** A stable, unguessable name for a text (the e-mail's claim stream). */
  pseudonym(text: string): Promise<string>;
  /**
   * Destroys those streams' keys: every read shows their personal fields as ERASED from then on.
   * `alongside` runs in the same transaction (deleting what the erasure frees).
   */
  erase(streamIds: readonly string[], alongside?: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface CustomerCommandsDeps {
  db: Database;
  store: EventStore;
  waiter: ProjectionWaiter;
  clock: Clock;
  vault: PersonalData;
  /** Deleting a customer deletes their bookings through the bookings context. */
  bookings: CustomerBookingCommands;
  bookingLookup: Pick<BookingLookup, 'customerBookingIds'>;
  /** Ends the deleted customer's portal sessions in every process (identity's, wired by the app). */
  endPortalSessions?(customerId: string): Promise<void>;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

const notFound = () => new DomainError('NOT_FOUND', m.notFound);

/** A booking's customer as the customers context registers them. */
function bookingCustomer(profile: BookingCustomerProfile): CustomerProfile {
  return {
    fullName: profile.fullName,
    email: profile.email.trim(),
    mobile: profile.mobile,
    mobileE164: mobileToE164(profile.mobile),
    address: profile.address,
    companyName: null,
    vehicleRego: profile.vehicleRego,
    notes: null,
  };
}

/** A UUID named by a command id: a retry of the command names the same new customer. */
function idFor(commandId: string): string {
  const h = createHash('sha256').update(`customer:${commandId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The customers context's write side, shared by GraphQL, REST, booking creation and the CSV
 * import. Every method takes the usual CommandOptions last and is idempotent per command id:
 * each step runs under a command id derived from it, so a retry after a crash finishes the job.
 */
export class CustomerCommands {
  private readonly runner: CommandRunner;
  private readonly claims: EmailClaims;

  constructor(private readonly deps: CustomerCommandsDeps) {
    this.runner = new CommandRunner(deps);
    this.claims = new EmailClaims({ runner: this.runner, store: deps.store, pseudonym: (text) => deps.vault.pseudonym(text) });
  }

  /** A new customer; refused when the e-mail is taken (case-insensitively). */
  async register(raw: unknown, options: CommandOptions): Promise<CustomerView> {
    const profile = parseInput(CustomerInput, raw);
    const commandId = options.commandId ?? this.runner.newId();
    const { customerId, created } = await this.claimAndRegister(profile, { ...unversioned(options), commandId });
    if (!created) throw new DomainError('CONFLICT', m.emailTaken, [{ path: 'email', message: m.emailTaken }]);
    return this.view(customerId);
  }

  /** The customer of this e-mail, registered with this profile if there is none (booking creation). */
  async findOrRegister(profile: BookingCustomerProfile, options: CommandOptions): Promise<{ customerId: string; created: boolean }> {
    const commandId = options.commandId ?? this.runner.newId();
    return this.claimAndRegister(bookingCustomer(profile), { ...unversioned(options), commandId });
  }

  /**
   * `findOrRegister` for an e-mail never claimed, decided but not appended: the claim and the
   * registration it would append under this command id, expecting both streams new, for the
   * caller to append in one transaction with its own events (`RunSpec.fresh`). Null when the
   * e-mail's claim stream has events (the customer exists, or did): the caller runs
   * `findOrRegister`, as it does when the append finds a stream there after all.
   */
  async decideFirstRegistration(
    profile: BookingCustomerProfile,
    options: CommandOptions & { commandId: string },
  ): Promise<{ customerId: string; items: AppendItem[] } | null> {
    const claimStreamId = await this.claimStreamId(profile.email);
    if ((await this.deps.store.readStream(claimStreamId)).length > 0) return null;
    return this.decideRegistration(claimStreamId, bookingCustomer(profile), options);
  }

  /** CSV import: a new e-mail registers; an existing customer takes the row's non-empty fields. */
  async upsertByEmail(raw: unknown, options: CommandOptions): Promise<{ customerId: string; outcome: UpsertOutcome }> {
    const profile = parseInput(CustomerInput, raw);
    const commandId = options.commandId ?? this.runner.newId();
    const { customerId, created } = await this.claimAndRegister(profile, { ...unversioned(options), commandId });
    if (created) return { customerId, outcome: 'created' };
    const { email: _email, ...fields } = profile;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== '')) as CustomerProfileChanges;
    const result = await this.runner.run({
      decider: customerDecider,
      streamId: customerStreamId(customerId),
      commands: [{ type: 'ChangeCustomerProfile', changes }],
      options: { ...unversioned(options), commandId: `${commandId}/update` },
      projections: ['customers'],
    });
    return { customerId, outcome: result.events.length ? 'updated' : 'unchanged' };
  }

  /**
   * `upsertByEmail` for an e-mail nobody holds, decided but not appended, for a batch job that
   * appends many at once (`EventStore.appendMany`): the claim and the registration, under the
   * very command ids and customer id `upsertByEmail` uses, expecting both streams new. Appended,
   * they are what `upsertByEmail` would have appended (a later `upsertByEmail` with this command
   * id answers 'created'); refused because a stream exists, the caller runs `upsertByEmail`.
   * Throws like `upsertByEmail` on bad input.
   */
  async decideNewRegistration(raw: unknown, options: CommandOptions & { commandId: string }): Promise<{ customerId: string; items: AppendItem[] }> {
    const profile = parseInput(CustomerInput, raw);
    return this.decideRegistration(await this.claimStreamId(profile.email), profile, options);
  }

  /** The claim and the registration `claimAndRegister` appends under this command id, decided against new streams. */
  private decideRegistration(
    claimStreamId: string,
    profile: CustomerProfile,
    options: CommandOptions & { commandId: string },
  ): { customerId: string; items: AppendItem[] } {
    const { commandId } = options;
    const customerId = idFor(commandId);
    const claim = this.runner.decideNew({
      decider: emailClaimDecider,
      streamId: claimStreamId,
      commands: () => [{ type: 'ClaimEmail' as const, customerId }],
      options: { ...unversioned(options), commandId: `${commandId}/claim-email` },
    });
    const register = this.runner.decideNew({
      decider: customerDecider,
      streamId: customerStreamId(customerId),
      commands: () => [{ type: 'RegisterCustomer' as const, customerId, profile }],
      options: { ...unversioned(options), commandId: `${commandId}/register` },
    });
    return { customerId, items: [claim.item, register.item] };
  }

  /** Changes only the fields given; refused (409, with the customer now) on a stale expectedVersion. */
  async update(customerId: string, raw: unknown, options: CommandOptions): Promise<CustomerView> {
    const changes = parseInput(CustomerChanges, raw);
    await this.run(customerId, [{ type: 'ChangeCustomerProfile', changes }], options);
    return this.view(customerId);
  }

  /**
   * A customer's edit of their own name and address (the portal, 001 §6); only the fields given.
   * Their e-mail and mobile change only once proven (`OwnProfileEdits`: `changeOwnEmail`,
   * `changeOwnMobile`). Refused (409, with the customer now) on a stale expectedVersion.
   */
  async updateOwnProfile(customerId: string, changes: { fullName?: string; address?: string | null }, options: CommandOptions): Promise<CustomerView> {
    const { fullName, address } = changes;
    await this.run(customerId, [{ type: 'ChangeCustomerProfile', changes: { fullName, address } }], options);
    return this.view(customerId);
  }

  /**
   * Makes `email` the customer's own (`EmailClaims.changeEmail`): once they proved it, or when it
   * is their own in another case. Refused (409) when another customer holds it, changing nothing.
   * Each step runs under a command id derived from the caller's, so a retry after a crash
   * finishes the change and repeats nothing.
   */
  async changeOwnEmail(customerId: string, email: string, options: CommandOptions): Promise<CustomerView> {
    const commandId = options.commandId ?? this.runner.newId();
    const step = (name: string, versioned: boolean): CommandOptions => ({
      ...(versioned ? options : unversioned(options)),
      commandId: `${commandId}/${name}`,
      causationId: commandId,
    });
    const current = async () => (await findCustomer(this.deps.db.sql, customerId)) ?? Promise.reject(notFound());
    await this.claims.changeEmail(customerId, email, step, current);
    return this.view(customerId);
  }

  /** Makes the mobile the customer's own: once they proved it, or when it is their number written another way. */
  async changeOwnMobile(customerId: string, phone: { mobile: string; mobileE164: string | null }, options: CommandOptions): Promise<CustomerView> {
    await this.run(customerId, [{ type: 'ChangeCustomerProfile', changes: { mobile: phone.mobile, mobileE164: phone.mobileE164 } }], options);
    return this.view(customerId);
  }

  /**
   * Deletes the customer and everything that is theirs: their bookings (through the bookings
   * context) and the images those hold, the customer, the e-mail's claim; then erases the
   * personal data of all those streams. Each step is safe to repeat, so a retry with the same
   * command id after a crash finishes the job without doing anything twice.
   */
  async delete(customerId: string, options: CommandOptions): Promise<void> {
    const commandId = options.commandId ?? this.runner.newId();
    const state = await this.state(customerId);
    if (state.kind === 'none') throw notFound();
    if (options.expectedVersion !== undefined && state.kind === 'active') {
      const version = await this.streamVersion(customerId);
      if (version !== options.expectedVersion) throw new VersionConflict(await findCustomer(this.deps.db.sql, customerId));
    }
    const email = state.kind === 'active' ? state.profile.email : state.email;
    const step = (name: string): CommandOptions => ({ ...unversioned(options), commandId: `${commandId}/${name}`, causationId: commandId });

    const bookingIds = await this.deps.bookingLookup.customerBookingIds(customerId);
    // Each booking's stream and the streams of its texts (confirmation, completion) go.
    const bookingStreams: string[] = [];
    const images = new Set<string>();
    for (const bookingId of bookingIds) {
      const purged = await this.deps.bookings.purgeBooking(bookingId, step(`booking/${bookingId}`));
      for (const blobId of purged.blobIds) images.add(blobId);
      bookingStreams.push(purged.streamId, textMessageStreamId(confirmationMessageKey(bookingId)), textMessageStreamId(completionMessageKey(bookingId)));
    }
    await this.run(customerId, [{ type: 'DeleteCustomer' }], step('delete'));
    await this.deps.endPortalSessions?.(customerId);
    await this.runner.run({
      decider: emailClaimDecider,
      streamId: await this.claimStreamId(email),
      commands: [{ type: 'ReleaseEmail', customerId }],
      options: step('release-email'),
    });
    await deletePortalLink(this.deps.db.sql, customerId);
    await deleteContactChanges(this.deps.db.sql, customerId);
    await forgetImportsOf(this.deps.db, email);
    await redactStoredResponses(this.deps.db.sql, [customerId, ...bookingIds]);
    // The images no other booking shows go with the keys, in one transaction: a crash leaves both or neither.
    const freeImages = images.size === 0 ? undefined : (tx: Tx) => this.deps.bookings.deleteFreedImages([...images], bookingIds, tx);
    await this.deps.vault.erase([customerStreamId(customerId), ...bookingStreams], freeImages);
  }

  /** Deletes each customer that exists; answers how many were deleted by this call. */
  async deleteMany(customerIds: readonly string[], options: CommandOptions): Promise<number> {
    const commandId = options.commandId ?? this.runner.newId();
    let deleted = 0;
    for (const customerId of new Set(customerIds)) {
      const state = await this.state(customerId);
      if (state.kind === 'none') continue;
      // One deleted already is not counted, but its delete runs again in case it was interrupted.
      await this.delete(customerId, { ...unversioned(options), commandId: `${commandId}/${customerId}` });
      if (state.kind === 'active') deleted++;
    }
    return deleted;
  }

  /** The customer as their events have it now. */
  async state(customerId: string): Promise<CustomerState> {
    return fold(customerDecider, await this.deps.store.readStream(customerStreamId(customerId)));
  }

  private async streamVersion(customerId: string): Promise<number> {
    return (await this.deps.store.readStream(customerStreamId(customerId))).at(-1)?.streamVersion ?? 0;
  }

  private run(customerId: string, commands: CustomerCommand[], options: CommandOptions) {
    return this.runner.run({
      decider: customerDecider,
      streamId: customerStreamId(customerId),
      commands,
      options,
      projections: ['customers'],
      current: async () => (await findCustomer(this.deps.db.sql, customerId)) ?? Promise.reject(notFound()),
    });
  }

  private claimStreamId(email: string): Promise<string> {
    return this.claims.streamId(email);
  }

  /**
   * Claims the e-mail for a new customer (named by the command id) and registers them. When
   * another customer holds it, answers with them (`created: false`). Of two concurrent claims
   * one appends; the other loses the race on the claim stream, reads the winner and uses them.
   * A holder whose registration never happened (a crash between the two steps) is registered
   * here with this profile. A claim left behind (its holder deleted, or moved to another e-mail,
   * and a crash came first) is let go first; a holder's e-mail change cut short is finished first.
   */
  private async claimAndRegister(profile: CustomerProfile, options: CommandOptions & { commandId: string }): Promise<{ customerId: string; created: boolean }> {
    const candidate = idFor(options.commandId);
    const streamId = await this.claimStreamId(profile.email);
    for (let attempt = 1; ; attempt++) {
      let holder: string | null;
      try {
        const claim = await this.runner.run({
          decider: emailClaimDecider,
          streamId,
          commands: [{ type: 'ClaimEmail', customerId: candidate }],
          options: { ...options, commandId: `${options.commandId}/claim-email${attempt > 1 ? `/${attempt}` : ''}` },
        });
        holder = claim.state.holder;
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < CLAIM_ATTEMPTS) continue;
        throw error;
      }
      if (!holder) {
        // Released since this command first claimed it (a retry after the customer was deleted): claim again.
        if (attempt < CLAIM_ATTEMPTS) continue;
        throw new DomainError('CONFLICT', m.emailTaken);
      }
      const history = await this.deps.store.readStream(customerStreamId(holder));
      const state = fold(customerDecider, history);
      const verdict = claimVerdict(state, profile.email);
      if (verdict === 'leftBehind' || verdict === 'changing') {
        await this.claims.repair(streamId, profile.email, { customerId: holder, state }, options);
        if (attempt < CLAIM_ATTEMPTS) continue;
        throw new DomainError('CONFLICT', m.emailTaken);
      }
      // Whether this command registered them (a retry of it still says created).
      if (verdict === 'holds') return { customerId: holder, created: holder === candidate && history[0]?.metadata.commandId === `${options.commandId}/register` };
      const registered = await this.runner.run({
        decider: customerDecider,
        streamId: customerStreamId(holder),
        // Registered meanwhile by the claim's own command: nothing to do (decided against the fresh stream).
        shared: true,
        commands: [{ type: 'RegisterCustomer', customerId: holder, profile }],
        options: { ...options, commandId: `${options.commandId}/register` },
        projections: ['customers'],
      });
      return { customerId: holder, created: registered.events.length > 0 };
    }
  }

  /** The customer as readers see it now; from their events if the read model has not caught up. */
  private async view(customerId: string): Promise<CustomerView> {
    const found = await findCustomer(this.deps.db.sql, customerId);
    if (found) return found;
    const history = await this.deps.store.readStream(customerStreamId(customerId));
    const state = fold(customerDecider, history);
    if (state.kind !== 'active') throw notFound();
    return {
      id: customerId,
      version: history.at(-1)!.streamVersion,
      ...state.profile,
      createdAt: history[0]!.metadata.occurredAt,
      totalBookings: 0,
      lastBooking: null,
    };
  }
}
