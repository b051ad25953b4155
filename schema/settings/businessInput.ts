import { z } from 'zod';
import type { BusinessInfo } from './business.js';
import { settingsMessages as m } from './messages.js';

const text = (max: number) =>
  z
    .string({ error: m.textTooLong })
    .trim()
    .max(max, { error: m.textTooLong });

/** A field left out (or null) keeps its value; an empty string clears it. */
const keepable = <S extends z.ZodType<string, string>>(schema: S) => schema.nullish().transform((v) => v ?? undefined);

const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * `POST /api/settings/business` (001 §2, §3): the six Business Info fields, any of them.
 * The business name is what invoices and texts are signed with, so it cannot be blank.
 */
export const SaveBusinessInfoInput = z
  .object({
    businessName: keepable(text(120).min(1, { error: m.businessNameRequired })),
    businessAddress: keepable(text(300)),
    businessPhone: keepable(text(40)),
    businessEmail: keepable(text(200).refine((v) => v === '' || isEmail(v), { error: m.emailInvalid })),
    businessAbn: keepable(text(40)),
    appDomain: keepable(text(200)),
  })
  .transform((input) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<BusinessInfo>);
