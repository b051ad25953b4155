import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH, SMS_BODY_MAX } from '../limits.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';

/** SMS configuration (001 §3) as the API shows it: the token only ever masked. */
export interface SmsSettingsView {
  accountSid: string;
  /** '••••' and the token's last four characters, or '' when no token is set. */
  authToken: string;
  fromNumber: string;
  isConfigured: boolean;
}

export const AUTH_TOKEN_MASK = '••••';

export const maskAuthToken = (token: string): string =>
  token === '' ? '' : AUTH_TOKEN_MASK + (token.length >= 12 ? token.slice(-4) : '');

/** A token field sent back as the screen received it: keep the stored token. */
export const isMaskedAuthToken = (value: string): boolean => value.startsWith(AUTH_TOKEN_MASK);

/** Test SMS needs all three (001 §5); the same rule decides whether texts are sent at all. */
export const isSmsConfigured = (c: { accountSid: string; authToken: string; fromNumber: string }): boolean =>
  c.accountSid !== '' && c.authToken !== '' && c.fromNumber !== '';

/**
 * A phone number as the SMS provider wants it (E.164). Australian national numbers
 * (`0412 345 678`) become `+61412345678`; `0061…` becomes `+61…`; spaces, dashes, dots and
 * brackets go. Anything else is returned trimmed, for the provider to judge.
 */
export function toE164(number: string): string {
  const compact = number.trim().replace(/[\s\-().]/g, '');
  if (/^\+\d{7,15}$/.test(compact)) return compact;
  if (/^00\d{7,15}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0\d{9}$/.test(compact)) return `+61${compact.slice(1)}`;
  return number.trim();
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** Alphanumeric sender ids (allowed in Australia): up to 11 letters, digits and spaces, one letter at least. */
const SENDER_NAME = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;

const keepable = <S extends z.ZodType<string, string>>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

const accountSid = text({ label: names.accountSid, max: MAX_LENGTH.CODE }, { notText: m.accountSidInvalid }).refine((v) => v === '' || /^AC[0-9a-fA-F]{32}$/.test(v), { error: m.accountSidInvalid });

const fromNumber = text({ label: names.fromNumber, max: MAX_LENGTH.MOBILE }, { notText: m.fromNumberInvalid })
  .transform((v) => (SENDER_NAME.test(v) ? v : toE164(v)))
  .refine((v) => v === '' || E164.test(v) || SENDER_NAME.test(v), { error: m.fromNumberInvalid });

const authToken = text({ label: names.authToken, max: MAX_LENGTH.AUTH_TOKEN }, { notText: m.authTokenInvalid }).refine((v) => !/\s/.test(v), { error: m.authTokenInvalid });

/**
 * `POST /api/settings/sms`. A field left out keeps its value; an empty one clears it; an auth
 * token sent back masked (as GET gave it) keeps the stored token. `isConfigured` is accepted
 * and ignored: the server derives it from the three fields.
 */
export const SaveSmsSettingsInput = z.object({
  accountSid: keepable(accountSid),
  authToken: keepable(authToken),
  fromNumber: keepable(fromNumber),
  isConfigured: z.unknown().optional(),
});
export type SaveSmsSettingsInput = z.output<typeof SaveSmsSettingsInput>;

/** `POST /api/push/test`: only `type` is checked before the configuration is. */
export const TestPushTypeInput = z.object({ type: z.literal('sms', { error: m.testTypeUnsupported }) }, { error: m.testTypeUnsupported });

export const SendTestSmsInput = z.object({
  type: z.literal('sms', { error: m.testTypeUnsupported }),
  to: text({ label: names.testNumber, max: MAX_LENGTH.MOBILE }, { notText: m.testNumberRequired })
    .min(1, { error: m.testNumberRequired })
    .transform(toE164),
  message: text({ label: names.message, max: SMS_BODY_MAX }, { tooLong: m.messageTooLong })
    .nullish()
    .transform((v) => (v ? v : m.defaultTestSms)),
});
export type SendTestSmsInput = z.output<typeof SendTestSmsInput>;
