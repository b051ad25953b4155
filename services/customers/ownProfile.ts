import {
  CONTACT_CODE_ATTEMPTS,
  CONTACT_CODE_TTL_MINUTES,
  CONTACT_CODES_PER_HOUR,
  ConfirmContactChangeInput,
  type ContactField,
  contactChangeMessages as m,
  contactChangeTexts as texts,
  customerMessages,
  maskEmail,
  maskMobile,
  mobileToE164,
  OwnProfileChanges,
} from '@detailing/schema';
import type { CommandOptions } from '../commands/runner.js';
import { type Clock, newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { Mailer } from '../platform/mailer.js';
import { parseInput } from '../platform/validation.js';
import { type SmsSender, SmsSendError } from '../settings/published.js';
import type { CustomerCommands } from './CustomerCommands.js';
import {
  attemptContactCode,
  dropContactChange,
  emailHeldByAnother,
  finishContactChange,
  pendingContactChanges,
  replaceContactChange,
  takeContactNotice,
} from './contactChange/queries.js';
import { contactCodeHash, contactRequestKind, destinationKey, emailTargetKey, newContactCode } from './contactCodes.js';
import { type CustomerView, findCustomer } from './queries.js';

/**
 * A change waiting for its code, as the portal is told of it. The destination is masked: it is
 * not the customer's until proven, and the answer may be read by a session that did not type it
 * (another tab, the session query); the form that typed it still has it to show.
 */
export interface ContactVerification {
  field: ContactField;
  /** `ja•••@example.com`, `•••678`. */
  destination: string;
  expiresAt: string;
}

/** What counts the codes sent (the product's `RateLimiter`, in windows of an hour). */
export interface CodeLimiter {
  take(key: string, limit: number): Promise<{ allowed: boolean }>;
}

export interface OwnProfileDeps {
  db: Database;
  clock: Clock;
  customers: Pick<CustomerCommands, 'updateOwnProfile' | 'changeOwnEmail' | 'changeOwnMobile'>;
  /** The process's mailer; null when SMTP is not configured. */
  mailer: Mailer | null;
  /** The business's SMS sender; null while SMS is not set up. */
  smsSender(): Promise<SmsSender | null>;
  /** Who the messages say they come from (Business Info's name). */
  businessName(): Promise<string>;
  codes: CodeLimiter;
  log(message: string, error?: unknown): void;
}

const refused = () => new DomainError('BAD_USER_INPUT', m.codeRefused, [{ path: 'code', message: m.codeRefused }]);
const notFound = () => new DomainError('NOT_FOUND', customerMessages.notFound);

interface Requested {
  field: ContactField;
  /** As typed. */
  target: string;
  /** The e-mail lower-cased, the number in E.164. */
  targetKey: string;
}

/**
 * A customer's edit of their own profile in the portal (001 §6, issue 28). Name and address
 * change at once. A new e-mail or mobile changes only when proven: a one-time code goes to it,
 * and `confirm` with that code makes the change and tells the old address or number.
 *
 * An e-mail another customer holds, or one another customer is confirming, gets every answer a
 * free one gets (nothing is sent to it), and its confirmation the refusal of a wrong code: no
 * step tells whether an address is someone's. The claim is taken only at confirmation.
 */
export class OwnProfileEdits {
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly deps: OwnProfileDeps) {}

  /**
   * Name and address, only the fields given; e-mail and mobile start their verification (or, the
   * same address or number written another way, change at once). Refused before anything
   * changes when a verification cannot start (e-mail or SMS not set up, too many codes).
   * `expectedVersion` is checked by the name and address step, which runs first.
   */
  async update(customerId: string, raw: unknown, options: CommandOptions): Promise<{ customer: CustomerView; verifications: ContactVerification[] }> {
    const { email, mobile, mobileE164, ...nameAndAddress } = parseInput(OwnProfileChanges, raw);
    const now = await findCustomer(this.deps.db.sql, customerId);
    if (!now) throw notFound();
    const requests: Requested[] = [];
    const restyled: (() => Promise<CustomerView>)[] = [];
    const commandId = options.commandId ?? newId();
    const step = (name: string): CommandOptions => ({ actor: options.actor, commandId: `${commandId}/${name}`, causationId: commandId });

    if (email !== undefined) {
      const key = emailTargetKey(email);
      const kind = contactRequestKind({ value: email, key }, { value: now.email, key: emailTargetKey(now.email) });
      if (kind === 'verify') requests.push({ field: 'email', target: email, targetKey: key });
      if (kind === 'restyled') restyled.push(() => this.deps.customers.changeOwnEmail(customerId, email, step('email')));
    }
    if (mobile !== undefined && mobileE164) {
      const kind = contactRequestKind({ value: mobile, key: mobileE164 }, { value: now.mobile, key: now.mobileE164 });
      if (kind === 'verify') requests.push({ field: 'mobile', target: mobile, targetKey: mobileE164 });
      if (kind === 'restyled') restyled.push(() => this.deps.customers.changeOwnMobile(customerId, { mobile, mobileE164 }, step('mobile')));
    }

    const sms = requests.some((r) => r.field === 'mobile') ? await this.deps.smsSender() : null;
    for (const { field } of requests) {
      if (field === 'email' && !this.deps.mailer) throw new DomainError('BAD_USER_INPUT', m.mailNotConfigured, [{ path: 'email', message: m.mailNotConfigured }]);
      if (field === 'mobile' && !sms) throw new DomainError('BAD_USER_INPUT', m.smsNotConfigured, [{ path: 'mobile', message: m.smsNotConfigured }]);
    }
    // Counted whether or not anything is sent, alike for every address.
    for (const { field, targetKey } of requests) {
      for (const key of [`customer:${customerId}:${field}`, `to:${destinationKey(field, targetKey)}`]) {
        if (!(await this.deps.codes.take(key, CONTACT_CODES_PER_HOUR)).allowed) throw new DomainError('RATE_LIMITED', m.tooManyCodes);
      }
    }

    let customer = await this.deps.customers.updateOwnProfile(customerId, nameAndAddress, options);
    for (const change of restyled) customer = await change();
    for (const request of requests) await this.start(customerId, request, sms);
    return { customer, verifications: await this.pending(customerId) };
  }

  /**
   * Confirms a pending change with its code, makes it, tells the old address or number, and
   * answers the customer as now. Every refusal is the same one. A repeat with the same code (an
   * answer lost, a double click, a second tab) finishes what the first left undone and answers
   * the same; the change and the notice happen once.
   */
  async confirm(customerId: string, raw: unknown, options: Pick<CommandOptions, 'actor'>): Promise<CustomerView> {
    const { field, code } = parseInput(ConfirmContactChangeInput, raw);
    const { db, clock, customers } = this.deps;
    const current = await findCustomer(db.sql, customerId);
    if (!current) throw notFound();
    const now = clock.now();
    const attempt = await attemptContactCode(db.sql, {
      customerId,
      field,
      codeHash: contactCodeHash(customerId, field, code),
      previous: field === 'email' ? current.email : current.mobile,
      now,
      maxWrong: CONTACT_CODE_ATTEMPTS,
    });
    if (!attempt?.confirmed) throw refused();

    // Named by the request: every repeat of this confirmation runs the same commands.
    const change = { actor: options.actor, commandId: `contact-change/${attempt.changeId}` };
    let customer: CustomerView;
    try {
      customer =
        field === 'email'
          ? await customers.changeOwnEmail(customerId, attempt.target, change)
          : await customers.changeOwnMobile(customerId, { mobile: attempt.target, mobileE164: attempt.targetKey }, change);
    } catch (error) {
      // Taken by another customer since the request: the same refusal as a wrong code.
      if (error instanceof DomainError && error.message === customerMessages.emailUsedByAnother) {
        await dropContactChange(db.sql, attempt.changeId);
        throw refused();
      }
      throw error;
    }
    if (attempt.previous !== null && (await takeContactNotice(db.sql, attempt.changeId, now))) {
      await this.tellPrevious(field, attempt.previous, attempt.target);
    }
    await finishContactChange(db.sql, attempt.changeId, now);
    return customer;
  }

  /** The customer's changes waiting for their code. */
  async pending(customerId: string): Promise<ContactVerification[]> {
    const rows = await pendingContactChanges(this.deps.db.sql, customerId, this.deps.clock.now());
    return rows.map((r) => ({ field: r.field, destination: r.field === 'email' ? maskEmail(r.target) : maskMobile(r.target), expiresAt: r.expiresAt }));
  }

  /** Waits for the e-mails still being sent (shutdown). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  /** Stores the request (replacing the last for its field) and sends its code, unless the e-mail is someone else's. */
  private async start(customerId: string, request: Requested, sms: SmsSender | null): Promise<void> {
    const { db, clock } = this.deps;
    const code = newContactCode();
    const now = clock.now();
    const row = {
      customerId,
      ...request,
      changeId: newId(),
      codeHash: contactCodeHash(customerId, request.field, code),
      now,
      expiresAt: new Date(Date.parse(now) + CONTACT_CODE_TTL_MINUTES * 60_000).toISOString(),
      deliverable: !(request.field === 'email' && (await emailHeldByAnother(db.sql, customerId, request.targetKey))),
    };
    const stored = await replaceContactChange(db.sql, row);
    // Another customer is confirming this e-mail right now: stored undeliverable instead.
    if (!stored) await replaceContactChange(db.sql, { ...row, deliverable: false });
    if (!stored || !row.deliverable) return;
    if (request.field === 'email') this.mailInBackground(request.target, code);
    else await this.text(sms!, request.targetKey, texts.codeText(await this.deps.businessName(), code));
  }

  /**
   * The code's e-mail is sent after the answer, for every address alike: an answer that waited
   * for the SMTP server would take longer for a free address than for one nobody is sent to.
   */
  private mailInBackground(to: string, code: string): void {
    const sent = (async () => {
      const business = await this.deps.businessName();
      await this.deps.mailer!.send({ to, subject: texts.codeEmailSubject(business), text: texts.codeEmail(business, code) });
    })().catch((error) => this.deps.log('The contact change code e-mail was not sent', error));
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  private async text(sender: SmsSender, to: string, body: string): Promise<void> {
    try {
      await sender.send(to, body);
    } catch (error) {
      if (error instanceof SmsSendError) throw new DomainError('BAD_GATEWAY', error.reason);
      throw error;
    }
  }

  /** The notice to the old address or number; the change stands if it cannot be sent (logged). */
  private async tellPrevious(field: ContactField, previous: string, target: string): Promise<void> {
    try {
      const business = await this.deps.businessName();
      if (field === 'email') {
        if (!this.deps.mailer) throw new Error('SMTP is no longer configured');
        await this.deps.mailer.send({ to: previous, subject: texts.emailChangedSubject(business), text: texts.emailChanged(business, target) });
      } else {
        const to = mobileToE164(previous);
        const sender = await this.deps.smsSender();
        if (!to || !sender) throw new Error(to ? 'SMS is no longer configured' : 'the old mobile is not a phone number');
        await sender.send(to, texts.mobileChangedText(business, target));
      }
    } catch (error) {
      this.deps.log(`The notice of a changed ${field} to the old one was not sent`, error);
    }
  }
}
