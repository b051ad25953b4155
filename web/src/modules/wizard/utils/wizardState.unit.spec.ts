import { describe, expect, it } from 'vitest';
import { bookingRequest } from './bookingRequest';
import { dateChoiceLabel } from './dateChoiceLabel';
import { canContinue, initialWizardState, type WizardAction, type WizardState, wizardReducer } from './wizardState';

const run = (actions: WizardAction[], from: WizardState = initialWizardState()) => actions.reduce(wizardReducer, from);

const filled: WizardAction[] = [
  { type: 'toggleService', id: 3 },
  { type: 'next' },
  { type: 'setVehicleType', vehicleType: 'SUV 7 Seater' },
  { type: 'setModelYear', modelYear: 2024 },
  { type: 'next' },
  { type: 'setDate', date: '2026-11-27' },
  { type: 'setTime', time: '9:30 AM' },
  { type: 'next' },
  { type: 'setContact', field: 'fullName', value: ' Ada Lovelace ' },
  { type: 'setContact', field: 'email', value: 'ada@example.com' },
  { type: 'setContact', field: 'mobile', value: '0412 345 678' },
  { type: 'setContact', field: 'vehicleRego', value: 'ada 001' },
];

describe('the booking wizard steps (001 §4)', () => {
  it('Continue needs a service, then a vehicle type and model year, then a date and time', () => {
    let state = run([{ type: 'next' }]);
    expect(state.step).toBe(1);
    state = run([{ type: 'toggleService', id: 1 }, { type: 'next' }, { type: 'setVehicleType', vehicleType: 'UTE' }, { type: 'next' }]);
    expect(state.step).toBe(2);
    state = run([{ type: 'setModelYear', modelYear: 2025 }, { type: 'next' }, { type: 'setTime', time: '8:00 AM' }, { type: 'next' }], state);
    expect(state.step).toBe(3);
    state = run([{ type: 'setDate', date: '2026-11-30' }, { type: 'next' }], state);
    expect(state.step).toBe(4);
    expect(run([{ type: 'next' }], state).step).toBe(4);
  });

  it('unchoosing the only service disables Continue again', () => {
    const state = run([{ type: 'toggleService', id: 1 }, { type: 'toggleService', id: 1 }]);
    expect(state.serviceIds).toEqual([]);
    expect(canContinue(state)).toBe(false);
  });

  it('Back and forward keep everything entered', () => {
    const atFour = run(filled);
    expect(atFour.step).toBe(4);
    const backToOne = run([{ type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }], atFour);
    expect(backToOne.step).toBe(1);
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }], backToOne)).toEqual(atFour);
  });

  it('Confirm needs the four required fields (not blanks) and the terms', () => {
    const atFour = run(filled);
    expect(canContinue(atFour)).toBe(false);
    const accepted = run([{ type: 'setTerms', accepted: true }], atFour);
    expect(canContinue(accepted)).toBe(true);
    expect(canContinue(run([{ type: 'setContact', field: 'mobile', value: '   ' }], accepted))).toBe(false);
  });

  it('forces the registration to upper case as typed', () => {
    expect(run(filled).contact.vehicleRego).toBe('ADA 001');
  });

  it('a day taken meanwhile returns to step 3 without that day, the rest kept', () => {
    const atFour = run([...filled, { type: 'setTerms', accepted: true }]);
    const back = run([{ type: 'dayTaken' }], atFour);
    expect(back).toEqual({ ...atFour, step: 3, date: null });
  });

  it('drops a chosen day fresh availability no longer has, and a preselected service not offered', () => {
    const chosen = run([{ type: 'setDate', date: '2026-11-27' }]);
    expect(run([{ type: 'availabilityChanged', dates: ['2026-11-27', '2026-11-30'] }], chosen).date).toBe('2026-11-27');
    expect(run([{ type: 'availabilityChanged', dates: ['2026-11-30'] }], chosen).date).toBeNull();
    expect(run([{ type: 'servicesLoaded', ids: [1, 2] }], initialWizardState(7)).serviceIds).toEqual([]);
    expect(run([{ type: 'servicesLoaded', ids: [7] }], initialWizardState(7)).serviceIds).toEqual([7]);
  });
});

describe('the booking request', () => {
  it('is the contract body: trimmed, registration upper case, blank optionals left out, terms true', () => {
    expect(bookingRequest(run(filled))).toBeNull();
    expect(bookingRequest(run([...filled, { type: 'setTerms', accepted: true }, { type: 'setContact', field: 'address', value: '  ' }]))).toEqual({
      serviceIds: [3],
      vehicleType: 'SUV 7 Seater',
      modelYear: 2024,
      date: '2026-11-27',
      time: '9:30 AM',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '0412 345 678',
      vehicleRego: 'ADA 001',
      address: undefined,
      notes: undefined,
      termsAccepted: true,
    });
  });
});

describe('the day labels', () => {
  it('name the weekday of the calendar date itself, whatever the browser time zone', () => {
    expect(dateChoiceLabel('2026-11-26')).toBe('Thu 26 Nov');
    expect(dateChoiceLabel('2027-01-01')).toBe('Fri 1 Jan');
    expect(dateChoiceLabel('nonsense')).toBe('nonsense');
  });
});
