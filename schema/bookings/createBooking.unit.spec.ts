import { describe, expect, it } from 'vitest';
import { CreateBookingInput } from './createBooking.js';
import { UpdateBookingInput } from './updateBooking.js';

const valid = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2024,
  serviceIds: [1],
};

const messages = (input: unknown) => {
  const result = CreateBookingInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the new booking rules (000 §5)', () => {
  it.each([
    ['serviceIds', [], 'At least one service is required'],
    ['serviceIds', undefined, 'At least one service is required'],
    ['vehicleType', '', 'Vehicle type is required'],
    ['vehicleType', undefined, 'Vehicle type is required'],
    ['modelYear', undefined, 'Model year is required'],
    ['modelYear', 'abc', 'Model year is required'],
    ['modelYear', 1989, 'Model year must be 1990 or later'],
    ['modelYear', 2031, 'Model year cannot be greater than 2030'],
    ['firstName', '', 'First name is required'],
    ['lastName', '  ', 'Last name is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['email', undefined, 'Valid email is required'],
    ['mobile', '', 'Mobile number is required'],
    ['date', '', 'Date is required'],
    ['date', '2026-02-30', 'Invalid date'],
    ['time', undefined, 'Time is required'],
    ['time', '25:00', 'Invalid time format (use HH:MM)'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });

  it('accepts the boundary model years 1990 and 2030', () => {
    expect(messages({ ...valid, modelYear: 1990 })).toEqual([]);
    expect(messages({ ...valid, modelYear: 2030 })).toEqual([]);
  });

  it('joins first and last name, or takes a whole full name', () => {
    expect(CreateBookingInput.parse(valid).fullName).toBe('Jo Bloggs');
    expect(CreateBookingInput.parse({ ...valid, firstName: undefined, lastName: undefined, fullName: 'Ann Lee' }).fullName).toBe('Ann Lee');
  });

  it('refuses a first and last name that together are longer than a full name may be, naming it', () => {
    expect(messages({ ...valid, firstName: 'A'.repeat(100), lastName: 'B'.repeat(99) })).toEqual([]);
    expect(messages({ ...valid, firstName: 'A'.repeat(150), lastName: 'B'.repeat(150) })).toEqual(['Full name must be at most 200 characters']);
    const edit = UpdateBookingInput.safeParse({ firstName: 'A'.repeat(150), lastName: 'B'.repeat(150) });
    expect(edit.success ? [] : edit.error.issues.map((i) => i.message)).toEqual(['Full name must be at most 200 characters']);
  });

  it('leaves registration, address and notes optional and upper-cases the registration', () => {
    const parsed = CreateBookingInput.parse({ ...valid, vehicleRego: ' abc123 ', address: '', notes: '  ' });
    expect(parsed).toMatchObject({ vehicleRego: 'ABC123', address: null, notes: null });
  });

  it('normalises the wizard time labels to HH:mm', () => {
    expect(CreateBookingInput.parse({ ...valid, time: '9:00 AM' }).time).toBe('09:00');
    expect(CreateBookingInput.parse({ ...valid, time: '4:30 PM' }).time).toBe('16:30');
    expect(CreateBookingInput.parse({ ...valid, time: '12:00 PM' }).time).toBe('12:00');
  });

  it('reports every problem of an empty form at once', () => {
    expect(messages({})).toEqual([
      'Valid email is required',
      'Mobile number is required',
      'Date is required',
      'Time is required',
      'Vehicle type is required',
      'Model year is required',
      'At least one service is required',
    ]);
  });
});
