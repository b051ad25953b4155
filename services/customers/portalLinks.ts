import { createHash, randomBytes } from 'node:crypto';
import { defaultSmsTemplates, PORTAL_LOGIN_PATH, portalOrigin, renderTemplate, SMS_TEMPLATE_IDS, type SmsTemplate, textMessageMessages as tm, toE164 } from '@detailing/schema';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { SmsSender } from '../settings/published.js';
import { SmsSendError } from '../settings/published.js';
import { currentPortalLink, portalSendState, recordPortalSend, replacePortalLink, usePortalLink } from './portalLink/queries.js';
import { findCustomer } from './queries.js';

export { migratePortalLinks } from './portalLink/queries.js';

export const PORTAL_LINK_TTL_MS = 15 * 60_000;
export const PORTAL_LINK_TEMPLATE_ID = SMS_TEMPLATE_IDS.customerPortalLink;

/** The built-in portal text (the templates store lists it among the built-in SMS templates). */
export const defaultPortalLinkTemplate: SmsTemplate = defaultSmsTemplates.find((t) => t.id === SMS_TEMPLATE_IDS.customerPortalLink)!;

export const portalMessages = {
  expired: 'This sign-in link has expired or was already used',
  notFound: 'Customer not found',
  noMobile: tm.noMobile,
  smsNotConfigured: tm.smsNotConfigured,
  templateOff: 'The customer portal sign-in text is turned off in the SMS templates',
  stillSending: 'The text is taking longer than expected; it may still arrive',
} as const;

/** The job's data: ids and the token only — never a name or a number. */
export type PortalTextJob = { linkId: string; customerId: string; token: string };

export const portalTokenHash = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** One-time sign-in links for the customer portal: issued and texted by an admin, redeemed once by the customer. */
export class PortalLinks {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      /** Queues the text's job and resolves once it is queued (in-process: once it ran). */
      startJob(job: PortalTextJob): Promise<void>;
      /** Why no text can be sent now (SMS not set up, template off), or null. */
      cannotSend(): Promise<string | null>;
      /** How long `send` waits for the job's answer. */
      waitMs?: number;
    },
  ) {}

  /**
   * Issues a new link (revoking the customer's previous one) and texts it; resolves once the
   * provider accepted the text, or fails with the reason (no mobile, SMS not configured, Twilio's error).
   */
  async send(customerId: string, origin: string): Promise<true> {
    const { db, clock } = this.deps;
    const customer = await findCustomer(db.sql, customerId);
    if (!customer) throw new DomainError('NOT_FOUND', portalMessages.notFound);
    if (!customer.mobile.trim()) throw new DomainError('BAD_USER_INPUT', portalMessages.noMobile);
    const refusal = await this.deps.cannotSend();
    if (refusal) throw new DomainError('BAD_USER_INPUT', refusal);

    const token = randomBytes(32).toString('base64url');
    const linkId = newId();
    const now = clock.now();
    const expiresAt = new Date(Date.parse(now) + PORTAL_LINK_TTL_MS).toISOString();
    await replacePortalLink(db.sql, { customerId, linkId, tokenHash: portalTokenHash(token), origin, now, expiresAt });
    await this.deps.startJob({ linkId, customerId, token });

    const deadline = Date.now() + (this.deps.waitMs ?? 20_000);
    for (;;) {
      const sent = await portalSendState(db.sql, linkId);
      if (sent?.state === 'SENT') return true;
      if (sent?.state === 'FAILED') throw new DomainError('BAD_GATEWAY', sent.error ?? portalMessages.smsNotConfigured);
      if (!sent) throw new DomainError('CONFLICT', portalMessages.expired); // replaced by a newer link meanwhile
      if (Date.now() > deadline) throw new DomainError('BAD_GATEWAY', portalMessages.stillSending);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The customer a current, unused link names, once; any other token gets one and the same refusal. */
  async redeem(token: unknown) {
    const { db, clock } = this.deps;
    const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
    const customerId = valid ? await usePortalLink(db.sql, portalTokenHash(token), clock.now()) : null;
    const customer = customerId ? await findCustomer(db.sql, customerId) : null;
    if (!customer) throw new DomainError('BAD_USER_INPUT', portalMessages.expired);
    return { id: customer.id, fullName: customer.fullName, email: customer.email, mobile: customer.mobile, address: customer.address, vehicleRego: customer.vehicleRego };
  }
}

/** The text job: renders the template with the link and sends it; the outcome is stored for the admin waiting on it. */
export async function sendPortalText(
  deps: { db: Database; template(): Promise<SmsTemplate>; appDomain(): Promise<string>; smsSender(): Promise<SmsSender | null> },
  job: PortalTextJob,
): Promise<{ failed: string } | null> {
  const { db } = deps;
  const link = await currentPortalLink(db.sql, job.customerId, job.linkId);
  if (!link) return null; // revoked by a newer link: that one is texted instead
  const fail = async (reason: string) => {
    await recordPortalSend(db.sql, job.linkId, 'FAILED', reason);
    return { failed: reason };
  };
  const customer = await findCustomer(db.sql, job.customerId);
  if (!customer?.mobile.trim()) return fail(portalMessages.noMobile);
  const template = await deps.template();
  if (!template.enabled) return fail(portalMessages.templateOff);
  const sender = await deps.smsSender();
  if (!sender) return fail(portalMessages.smsNotConfigured);
  const base = portalOrigin(await deps.appDomain()) ?? link.origin;
  const body = renderTemplate(template.message, { customerName: customer.fullName, link: `${base}${PORTAL_LOGIN_PATH}?token=${job.token}` });
  try {
    await sender.send(customer.mobileE164 ?? toE164(customer.mobile), body);
  } catch (error) {
    if (error instanceof SmsSendError) return fail(error.reason);
    throw error;
  }
  await recordPortalSend(db.sql, job.linkId, 'SENT', null);
  return null;
}
