import { SaveBrandingInput } from '@detailing/schema/settings/brandingInput';
import { describe, expect, it } from 'vitest';
import { checkCompanyName } from './brandingForm';

describe('the branding form', () => {
  it('sends the company name trimmed', () => {
    expect(checkCompanyName('  Shine Co ')).toEqual({ ok: true, companyName: 'Shine Co' });
  });

  it("refuses a blank company name with 'Company name is required'", () => {
    expect(checkCompanyName('   ')).toEqual({ ok: false, errors: { companyName: 'Company name is required' } });
  });

  // The browser restates the server's rule without zod: on the same inputs it must say the same.
  it.each(['', ' ', '\t', 'Shine', '  Shine Mobile Detailing  '])('agrees with the server on %j', (companyName) => {
    const server = SaveBrandingInput.safeParse({ companyName });
    const browser = checkCompanyName(companyName);
    expect(browser.ok).toBe(server.success);
    if (browser.ok && server.success) expect(browser.companyName).toBe(server.data.companyName);
    if (!browser.ok && !server.success) expect(browser.errors.companyName).toBe(server.error.issues[0]!.message);
  });
});
