import {
  assertNever,
  concurrencyMessages,
  customerEmailStreamId,
  customerMessages as m,
  customerStreamId,
  emailKey,
} from '@detailing/schema';
import { fold } from '../commands/fold.js';
import { type CommandOptions, type CommandRunner, unversioned } from '../commands/runner.js';
import { ConcurrencyError, type EventStore } from '../eventstore/EventStore.js';
import { DomainError } from '../platform/errors.js';
import { customerDecider, type CustomerState } from './customerDecider.js';
import { claimVerdict, emailClaimDecider } from './emailClaimDecider.js';

/** How many times a step tries again after losing a race on a claim stream. */
export const CLAIM_ATTEMPTS = 10;

export const emailUsed = () => new DomainError('CONFLICT', m.emailUsedByAnother, [{ path: 'email', message: m.emailUsedByAnother }]);

/** A claim's holder: their id, and their state as their events have it. */
export interface Holder {
  customerId: string;
  state: CustomerState;
}

/**
 * The e-mail claims (`customer-email-<pseudonym>`) beyond a registration's first claim: a
 * customer's e-mail change, and dealing with claims a crash left behind (`claimVerdict`).
 *
 * An e-mail change goes in four steps:
 * 1. the request is recorded on the customer's stream (`expectedVersion` checked there);
 * 2. the new e-mail's claim is taken for them (`HoldEmail`, appended even when theirs already);
 * 3. the e-mail becomes theirs, for that request only;
 * 4. the old e-mail's claim is released.
 * A claim is released by anyone else only after its stream was read and its holder found to
 * neither have nor have asked for its e-mail, appended at the version read. Since step 2
 * follows step 1, and step 3 needs a claim taken after its request, no release decided before
 * a request can land after the claim that request took: two customers never hold one e-mail.
 * A crash between steps leaves a claim whose holder asked for its e-mail (whoever claims it
 * next finishes the change) or one whose holder did not (whoever claims it next releases it).
 */
export class EmailClaims {
  constructor(
    private readonly deps: {
      runner: CommandRunner;
      store: EventStore;
      /** A stable, unguessable name for the lower-cased e-mail. */
      pseudonym(text: string): Promise<string>;
    },
  ) {}

  async streamId(email: string): Promise<string> {
    return customerEmailStreamId(await this.deps.pseudonym(emailKey(email)));
  }

  async customer(customerId: string): Promise<CustomerState> {
    return fold(customerDecider, await this.deps.store.readStream(customerStreamId(customerId)));
  }

  /**
   * Changes the customer's e-mail (the four steps above). Refused with 409 when another customer
   * holds it: before anything is recorded, unless they took it in the meantime. `step` names each
   * step's options (its command id derived from the caller's); `step(name, true)` carries the
   * caller's expectedVersion, used once; `current` is the customer a stale one is refused with.
   */
  async changeEmail(
    customerId: string,
    email: string,
    step: (name: string, versioned: boolean) => CommandOptions,
    current: () => Promise<unknown>,
  ): Promise<void> {
    const before = await this.customer(customerId);
    if (before.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
    if (emailKey(email) !== emailKey(before.profile.email)) {
      const holder = await this.settledHolder(await this.streamId(email), email, customerId, step('settle', false));
      if (holder !== null && holder !== customerId) throw emailUsed();
    }
    const request = step('request-email', true);
    const requested = await this.deps.runner.run({
      decider: customerDecider,
      streamId: customerStreamId(customerId),
      commands: [{ type: 'RequestEmailChange', email, requestId: request.commandId! }],
      options: request,
      projections: ['customers'],
      current,
    });
    const state = requested.state;
    if (state.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
    if (state.pendingEmail && emailKey(state.pendingEmail.email) === emailKey(email)) {
      // The request pending for this e-mail: this one, or an earlier one this joins.
      await this.finishChange({ customerId, state }, step('finish', false), { refuse: true });
    } else if (state.profile.email !== email && emailKey(state.profile.email) === emailKey(email)) {
      // The same e-mail in another case: the same claim, nothing to take.
      await this.deps.runner.run({
        decider: customerDecider,
        streamId: customerStreamId(customerId),
        commands: [{ type: 'ChangeEmail', email, requestId: null }],
        options: step('change-email-case', false),
        shared: true,
        projections: ['customers'],
      });
    }
    // A retry after the change itself still releases the old claim.
    await this.releasePrevious(customerId, step('release-previous', false));
  }

  /**
   * Deals with a claim held by `holder` that does not hold them to `email` (`leftBehind` or
   * `changing`): releases it, or finishes their change. The caller looks at the claim again.
   */
  async repair(streamId: string, email: string, holder: Holder, options: CommandOptions): Promise<void> {
    const verdict = claimVerdict(holder.state, email);
    if (verdict === 'changing') await this.finishChange(holder, { ...options, commandId: this.deps.runner.newId() }, { refuse: false });
    else if (verdict === 'leftBehind') await this.releaseLeftBehind(streamId, email, holder.customerId, options);
  }

  /**
   * Who holds the e-mail once what crashes left behind is dealt with (`repair`); null when nobody.
   * A holder not registered yet is answered as is (their registration's claimer registers them);
   * so is `asker`, who deals with their own claim.
   */
  async settledHolder(streamId: string, email: string, asker: string | null, options: CommandOptions): Promise<string | null> {
    for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt++) {
      const holder = fold(emailClaimDecider, await this.deps.store.readStream(streamId)).holder;
      if (holder === null || holder === asker) return holder;
      const state = await this.customer(holder);
      const verdict = claimVerdict(state, email);
      switch (verdict) {
        case 'holds':
        case 'registering':
          return holder;
        case 'changing':
        case 'leftBehind':
          await this.repair(streamId, email, { customerId: holder, state }, options);
          break;
        default:
          assertNever(verdict);
      }
    }
    throw new DomainError('CONFLICT', concurrencyMessages.changedElsewhere);
  }

  /**
   * Steps 2 to 4 for the customer's pending request: by the change itself, and by whoever finds
   * a claim held by a customer whose change was cut short. With `refuse`, another holder refuses
   * it (409) and a newer request of theirs too; otherwise it gives up quietly.
   */
  private async finishChange({ customerId, state }: Holder, options: CommandOptions, how: { refuse: boolean }): Promise<void> {
    const pending = state.kind === 'active' ? state.pendingEmail : null;
    if (!pending) return;
    const streamId = await this.streamId(pending.email);
    const id = (name: string) => `${options.commandId}/${name}/${pending.requestId}`;
    for (let attempt = 1; ; attempt++) {
      let holder: string | null;
      try {
        const held = await this.deps.runner.run({
          decider: emailClaimDecider,
          streamId,
          commands: [{ type: 'HoldEmail', customerId }],
          options: { ...options, commandId: `${id('hold-email')}${attempt > 1 ? `/${attempt}` : ''}` },
        });
        holder = held.state.holder;
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < CLAIM_ATTEMPTS) continue;
        throw error;
      }
      if (holder === customerId) break;
      // Another holds it: theirs, unless it was a claim left behind (released: try again).
      const settled = await this.settledHolder(streamId, pending.email, customerId, options);
      if (settled === null && attempt < CLAIM_ATTEMPTS) continue;
      if (how.refuse) throw emailUsed();
      return;
    }
    try {
      await this.deps.runner.run({
        decider: customerDecider,
        streamId: customerStreamId(customerId),
        commands: [{ type: 'ChangeEmail', email: pending.email, requestId: pending.requestId }],
        options: { ...options, commandId: id('change-email') },
        shared: true,
        projections: ['customers'],
      });
    } catch (error) {
      // Another change was asked for meanwhile: the claim just taken is left behind.
      if (error instanceof DomainError && error.code === 'CONFLICT') await this.releaseLeftBehind(streamId, pending.email, customerId, options);
      if (how.refuse) throw error;
      return;
    }
    await this.releasePrevious(customerId, options);
  }

  /** Releases the claim of the e-mail the customer had before their last change, unless it still holds them. */
  private async releasePrevious(customerId: string, options: CommandOptions): Promise<void> {
    const state = await this.customer(customerId);
    if (state.kind !== 'active' || !state.previousEmail || emailKey(state.previousEmail) === emailKey(state.profile.email)) return;
    await this.releaseLeftBehind(await this.streamId(state.previousEmail), state.previousEmail, customerId, options);
  }

  /**
   * Releases `holder`'s claim if it is left behind. The verdict is reached after the runner read
   * the claim stream, and the release appended at the version read: a claim taken for a change
   * meanwhile refuses it, and it looks again.
   */
  private async releaseLeftBehind(streamId: string, email: string, holder: string, options: CommandOptions): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.deps.runner.run({
          decider: emailClaimDecider,
          streamId,
          // Each look decides afresh (a fresh command id); a release names its holder, so it repeats nothing.
          options: { ...unversioned(options), commandId: this.deps.runner.newId(), causationId: options.causationId ?? options.commandId ?? null },
          commands: async (claim) =>
            claim.holder === holder && claimVerdict(await this.customer(holder), email) === 'leftBehind' ? [{ type: 'ReleaseEmail', customerId: holder }] : [],
        });
        return;
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < CLAIM_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
