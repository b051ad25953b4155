import { defaultBusinessSettings } from '@detailing/schema/settings/business';
import { SaveBusinessInfoInput } from '@detailing/schema/settings/businessInput';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { describe, expect, it } from 'vitest';
import { type BusinessInfoFormValues, businessInfoFormFrom, changedBusinessInfo, checkBusinessInfoForm } from './businessInfoForm';

const filled = (): BusinessInfoFormValues => ({
  businessName: 'Shine Mobile Detailing',
  businessAddress: '1 Collins St, Melbourne VIC 3000',
  businessPhone: '03 9000 0000',
  businessEmail: 'hello@shine.example',
  businessAbn: '51 824 753 556',
  appDomain: 'book.shine.example',
  timeZone: 'Australia/Melbourne',
});

describe('the Business Info form', () => {
  it('starts from the defaults when nothing could be read', () => {
    expect(businessInfoFormFrom(null)).toEqual(defaultBusinessSettings);
    expect(businessInfoFormFrom(null).timeZone).toBe('Australia/Melbourne');
  });

  it('sends every field trimmed, the ABN as the server stores it', () => {
    expect(checkBusinessInfoForm({ ...filled(), businessName: ' Shine ', businessAbn: '51824753556' })).toEqual({
      ok: true,
      input: { ...filled(), businessName: 'Shine', businessAbn: '51 824 753 556' },
    });
  });

  it.each([
    ['businessName', '  ', settingsMessages.businessNameRequired],
    ['businessAbn', '12 345 678 901', settingsMessages.abnInvalid],
    ['businessAbn', '5182475355', settingsMessages.abnInvalid],
  ] as const)('refuses %s "%s" with its message', (field, value, message) => {
    expect(checkBusinessInfoForm({ ...filled(), [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('sends only the fields changed', () => {
    const checked = checkBusinessInfoForm({ ...filled(), timeZone: 'Pacific/Auckland' });
    expect(checked.ok && changedBusinessInfo(checked.input, { timeZone: 'Pacific/Auckland' })).toEqual({ timeZone: 'Pacific/Auckland' });
  });

  // The browser restates the server's rules without zod: on the same inputs it must say the same.
  it.each([
    ['businessName', ['', ' ', 'A', ' Shine Co ']],
    ['businessAbn', ['', '   ', '51 824 753 556', '51824753556', ' 5 1 8 2 4 7 5 3 5 5 6 ', '33 051 775 556', '49004028077', '51 824 753 557', '01 824 753 556', '1', 'ABN51824753556', '51-824-753-556', '518247535561']],
  ] as const)('agrees with the server on %s', (field, values) => {
    for (const value of values) {
      const form = { ...filled(), [field]: value };
      const server = SaveBusinessInfoInput.safeParse(form);
      const browser = checkBusinessInfoForm(form);
      const label = `${field} ${JSON.stringify(value)}`;
      if (server.success) expect(browser, label).toEqual({ ok: true, input: server.data });
      else expect(browser, label).toEqual({ ok: false, errors: { [field]: server.error.issues[0]!.message } });
    }
  });
});
