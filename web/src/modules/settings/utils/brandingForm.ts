import { settingsMessages as m } from '@detailing/schema/settings/messages';

// The server's rule for the company name (schema/settings/brandingInput.ts), restated without
// zod; a unit test holds it to the schema's on the same inputs. The server stays the judge of
// lengths, characters and the icon's bytes, and its refusals show on the fields.

export type BrandingFormErrors = Partial<Record<'companyName' | 'loginIcon', string>>;

/** The company name to send (trimmed), or why it cannot be sent. */
export function checkCompanyName(companyName: string): { ok: true; companyName: string } | { ok: false; errors: BrandingFormErrors } {
  const trimmed = companyName.trim();
  if (trimmed === '') return { ok: false, errors: { companyName: m.companyNameRequired } };
  return { ok: true, companyName: trimmed };
}
