import { z } from 'zod';
import { text, type TextField } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { normalisedAbn } from './abn.js';
import type { BusinessInfo, BusinessSettings } from './business.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';
import { canonicalTimeZone } from './timeZone.js';

/** The six Business Info fields; invoices take the same block, with the same bounds. */
export const businessTextFields = {
  businessName: { label: names.businessName, max: MAX_LENGTH.NAME },
  businessAddress: { label: names.businessAddress, max: MAX_LENGTH.ADDRESS },
  businessPhone: { label: names.businessPhone, max: MAX_LENGTH.MOBILE },
  businessEmail: { label: names.businessEmail, max: MAX_LENGTH.EMAIL },
  businessAbn: { label: names.businessAbn, max: MAX_LENGTH.BUSINESS_NUMBER },
  appDomain: { label: names.appDomain, max: MAX_LENGTH.DOMAIN },
} as const satisfies Record<keyof BusinessInfo, TextField>;
const f = businessTextFields;

/** A field left out (or null) keeps its value; an empty string clears it. */
const keepable = <S extends z.ZodType<string, string>>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

const isEmail = (v: string) => z.email().safeParse(v).success;

/** An IANA time zone name, stored as Temporal spells it. */
const timeZone = text({ label: names.timeZone, max: MAX_LENGTH.CODE }).transform((name, ctx) => {
  const canonical = canonicalTimeZone(name);
  if (canonical) return canonical;
  ctx.issues.push({ code: 'custom', message: m.timeZoneInvalid, input: name });
  return z.NEVER;
});

/** An ABN that passes the ATO check, stored as 'XX XXX XXX XXX'; empty for none. */
const abn = (typed: string, ctx: z.RefinementCtx<string>) => {
  const stored = normalisedAbn(typed);
  if (stored !== null) return stored;
  ctx.issues.push({ code: 'custom', message: m.abnInvalid, input: typed });
  return z.NEVER;
};

/**
 * `POST /api/settings/business` (001 §2, §3): the six Business Info fields and the business time
 * zone, any of them. The business name is what invoices and texts are signed with, so it cannot be blank.
 */
export const SaveBusinessInfoInput = z
  .object({
    businessName: keepable(text(f.businessName).min(1, { error: m.businessNameRequired })),
    businessAddress: keepable(text(f.businessAddress)),
    businessPhone: keepable(text(f.businessPhone)),
    businessEmail: keepable(text(f.businessEmail).refine((v) => v === '' || isEmail(v), { error: m.emailInvalid })),
    businessAbn: keepable(text(f.businessAbn).transform(abn)),
    appDomain: keepable(text(f.appDomain)),
    timeZone: keepable(timeZone),
  })
  .transform((input) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<BusinessSettings>);
