import { catalogMessages } from '@detailing/schema/catalog/messages';
import { CreateServiceInput, DEFAULT_DURATION_HOURS as SCHEMA_DEFAULT_DURATION } from '@detailing/schema/catalog/serviceInput';
import { describe, expect, it } from 'vitest';
import { changedInput, checkServiceForm, DEFAULT_DURATION_HOURS, newServiceForm, serviceFormFrom, type ServiceFormValues } from './serviceForm';

const filled = (): ServiceFormValues => ({
  ...newServiceForm(),
  name: 'Ceramic Coat',
  description: 'Two year protection',
  priceSedanHatch: '89.99',
  priceSuv5: '100',
  priceSuv7: '120.1',
  priceUte: '0',
  durationHours: '1.75',
});

describe('the service form', () => {
  it('starts a new service with empty base prices, model-year prices of 0, one hour and both switches on', () => {
    expect(newServiceForm()).toMatchObject({ priceSedanHatch: '', priceSuv52025: '0', priceUtePre2025: '0', durationHours: '1', active: true, showOnBookingForm: true, serviceImage: null });
    expect(DEFAULT_DURATION_HOURS).toBe(SCHEMA_DEFAULT_DURATION);
  });

  it('sends prices as dollars rebuilt from exact cents', () => {
    const checked = checkServiceForm(filled());
    expect(checked).toMatchObject({ ok: true, input: { name: 'Ceramic Coat', priceSedanHatch: 89.99, priceSuv7: 120.1, priceUte: 0, priceSuv52025: 0, durationHours: 1.75, serviceImage: null } });
  });

  it.each([
    ['name', 'A', catalogMessages.serviceNameMin],
    ['description', 'Shrt', catalogMessages.descriptionMin],
    ['priceSuv5', '-1', catalogMessages.priceInvalid],
    ['priceSedanHatch', '', catalogMessages.priceInvalid],
    ['durationHours', '0.2', catalogMessages.durationMin],
    ['durationHours', '9', catalogMessages.durationMax],
  ] as const)('refuses %s "%s" with the spec message', (field, value, message) => {
    expect(checkServiceForm({ ...filled(), [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  // The browser restates the server's rules without zod: on the same inputs it must say the same.
  it.each([
    // A BOM at either end is trimmed by both (the server refuses one left inside: a rule it alone judges).
    ['name', ['', ' ', 'A', ' A ', 'AB', '  Wax  ', '\uFEFFWax\uFEFF', 'A\uFEFF']],
    ['description', ['', 'Shrt', ' Shrt ', 'Short', '  Longer text  ']],
    ['priceSedanHatch', ['', ' ', '0', '-0', '-0.01', '12.', '.5', '89.995', '1e3', 'abc', 'Infinity', '1000000', '1000000.01', ' 42 ']],
    ['priceUte2025', ['', ' ', '0', '-3', '19.99', 'x', '2000000']],
    ['durationHours', ['', ' ', '0', '0.24', '0.25', '0.3', '1.5', '7.75', '8', '8.25', '9', 'abc', '-1']],
    ['serviceImage', [null, '', '  ', '/api/blobs/abc.jpg', 'data:image/png;base64,AAAA']],
  ] as const)('agrees with the server on %s', (field, values) => {
    for (const value of values) {
      const form = { ...filled(), [field]: value };
      const server = CreateServiceInput.safeParse(form);
      const browser = checkServiceForm(form);
      if (server.success) {
        expect(browser.ok, `${field} ${JSON.stringify(value)}`).toBe(true);
        const input = browser.ok ? browser.input : null;
        expect(input?.[field as keyof typeof input], `${field} ${JSON.stringify(value)}`).toEqual(
          field.startsWith('price') ? (server.data[field as 'priceSedanHatch'] as number) / 100 : server.data[field as keyof typeof server.data],
        );
      } else {
        expect(browser, `${field} ${JSON.stringify(value)}`).toEqual({ ok: false, errors: { [field]: server.error.issues[0]!.message } });
      }
    }
  });

  it('shows a stored service with its cents and sends back only what the editor changed', () => {
    const zeros = { priceSedanHatch2025: 0, priceSuv52025: 0, priceSuv72025: 0, priceUte2025: 0, priceSedanHatchPre2025: 0, priceSuv5Pre2025: 0, priceSuv7Pre2025: 0, priceUtePre2025: 0 };
    const stored = { name: 'Ceramic Coat', description: 'Two year protection', priceSedanHatch: 89.5, priceSuv5: 100, priceSuv7: 120, priceUte: 130, ...zeros, durationHours: 2, active: false, showOnBookingForm: true, serviceImage: '/api/blobs/abc.jpg' };
    const form = serviceFormFrom(stored);
    expect(form).toMatchObject({ priceSedanHatch: '89.50', priceSuv52025: '0.00', durationHours: '2', active: false, serviceImage: '/api/blobs/abc.jpg' });
    const checked = checkServiceForm({ ...form, priceSuv5: '105.25' });
    expect(checked.ok && changedInput(checked.input, { priceSuv5: '105.25' })).toEqual({ priceSuv5: 105.25 });
  });
});
