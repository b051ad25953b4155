import { catalogMessages } from '@detailing/schema/catalog/messages';
import { describe, expect, it } from 'vitest';
import { changedInput, checkServiceForm, newServiceForm, serviceFormFrom, type ServiceFormValues } from './serviceForm';

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

  it('shows a stored service with its cents and sends back only what the editor changed', () => {
    const zeros = { priceSedanHatch2025: 0, priceSuv52025: 0, priceSuv72025: 0, priceUte2025: 0, priceSedanHatchPre2025: 0, priceSuv5Pre2025: 0, priceSuv7Pre2025: 0, priceUtePre2025: 0 };
    const stored = { name: 'Ceramic Coat', description: 'Two year protection', priceSedanHatch: 89.5, priceSuv5: 100, priceSuv7: 120, priceUte: 130, ...zeros, durationHours: 2, active: false, showOnBookingForm: true, serviceImage: '/api/blobs/abc.jpg' };
    const form = serviceFormFrom(stored);
    expect(form).toMatchObject({ priceSedanHatch: '89.50', priceSuv52025: '0.00', durationHours: '2', active: false, serviceImage: '/api/blobs/abc.jpg' });
    const checked = checkServiceForm({ ...form, priceSuv5: '105.25' });
    expect(checked.ok && changedInput(checked.input, { priceSuv5: '105.25' })).toEqual({ priceSuv5: 105.25 });
  });
});
