import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateBookingInput } from './bookings/createBooking.js';
import { BookingAsOfInput, CalendarExportInput, CalendarRangeInput, CustomerSearchInput, ReportRangeInput } from './bookings/readInputs.js';
import { UpdateBookingInput } from './bookings/updateBooking.js';
import { SaveBookingStatusesInput } from './catalog/bookingStatuses.js';
import { CreateServiceInput } from './catalog/serviceInput.js';
import { CreateVehicleTypeInput } from './catalog/vehicleTypes.js';
import { fieldMessages } from './fields.js';
import { ChangePasswordInput } from './identity/changePassword.js';
import { LoginInput } from './identity/login.js';
import { IssueInvoiceInput } from './invoicing/issueInvoice.js';
import { MAX_ENTRIES, MAX_LENGTH } from './limits.js';
import { SaveBusinessInfoInput } from './settings/businessInput.js';
import { SaveSmsSettingsInput, SendTestSmsInput } from './settings/sms.js';
import { SaveSmsTemplatesInput } from './settings/smsTemplates.js';

type Path = (string | number)[];

/** Every problem zod reports, as the API's `details` carry them. */
const problems = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

const withValue = (base: unknown, path: Path, value: unknown): unknown => {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
};

/** An address of exactly `length` characters that any e-mail rule accepts. */
const emailOf = (length: number) => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
  return `${'a'.repeat(length - domain.length - 1)}@${domain}`;
};

const booking = {
  fullName: 'Jo Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2024,
  serviceIds: [1],
};
const service = { name: 'Full Detail', description: 'Inside and out', priceSedanHatch: 1, priceSuv5: 1, priceSuv7: 1, priceUte: 1 };
const invoice = { type: 'invoice', customer: { fullName: 'Jo Citizen' }, items: [{ name: 'Wash', price: 10 }], business: {} };
const template = { id: 'booking_completed', name: 'Done', enabled: true, message: 'Bye' };

interface Field {
  schema: z.ZodType;
  name: string;
  base: unknown;
  path: Path;
  label: string;
  max: number;
  /** Free text takes any characters up to its maximum; formatted fields (dates, ids) are checked for hostile text only. */
  format?: boolean;
  /** The value of exactly `max` characters to accept, when plain letters would not do. */
  fits?: string;
  /** A too-long message of the field's own, kept from before the shared rule. */
  tooLong?: string;
  /** Where the value goes: some fields are lists of text. */
  wrap?: (value: string) => unknown;
  /** A password: never shown, so it may hold format characters (see `text`). */
  secret?: boolean;
}

const M = MAX_LENGTH;
const fields: Field[] = [
  ...(
    [
      ['fullName', 'Full name', M.FULL_NAME],
      ['firstName', 'First name', M.FULL_NAME],
      ['lastName', 'Last name', M.FULL_NAME],
      ['email', 'Email', M.EMAIL],
      ['mobile', 'Mobile number', M.MOBILE],
      ['address', 'Address', M.ADDRESS],
      ['vehicleType', 'Vehicle type', M.NAME],
      ['vehicleRego', 'Vehicle registration', M.REGO],
      ['notes', 'Notes', M.NOTES],
      ['status', 'Status', M.CODE],
      ['date', 'Date', M.CODE],
      ['time', 'Time', M.CODE],
    ] as const
  ).map(([key, label, max]): Field => ({
    schema: CreateBookingInput,
    name: `new booking ${key}`,
    base: booking,
    path: [key],
    label,
    max,
    format: key === 'date' || key === 'time',
    fits: key === 'email' ? emailOf(max) : undefined,
  })),
  ...(
    [
      ['fullName', 'Full name', M.FULL_NAME],
      ['email', 'Email', M.EMAIL],
      ['address', 'Address', M.ADDRESS],
      ['notes', 'Notes', M.NOTES],
      ['digitalSignature', 'Digital signature', M.FULL_NAME],
      ['termsAcceptedAt', 'Terms accepted at', M.CODE],
    ] as const
  ).map(([key, label, max]): Field => ({
    schema: UpdateBookingInput,
    name: `booking edit ${key}`,
    base: {},
    path: [key],
    label,
    max,
    fits: key === 'email' ? emailOf(max) : undefined,
  })),
  { schema: UpdateBookingInput, name: 'booking edit beforePhotos', base: {}, path: ['beforePhotos'], label: 'Photo path', max: M.PHOTO_PATH, wrap: (v) => [v] },
  { schema: CreateServiceInput, name: 'service name', base: service, path: ['name'], label: 'Service name', max: M.NAME },
  { schema: CreateServiceInput, name: 'service description', base: service, path: ['description'], label: 'Description', max: M.DESCRIPTION },
  { schema: CreateVehicleTypeInput, name: 'vehicle type name', base: { name: 'Van' }, path: ['name'], label: 'Vehicle type name', max: M.NAME },
  { schema: CreateVehicleTypeInput, name: 'vehicle type description', base: { name: 'Van' }, path: ['description'], label: 'Description', max: M.DESCRIPTION },
  ...(
    [
      ['id', 'Status ID', M.CODE],
      ['name', 'Status name', M.NAME],
      ['label', 'Status label', M.NAME],
      ['description', 'Status description', M.DESCRIPTION],
    ] as const
  ).map(([key, label, max]): Field => ({
    schema: SaveBookingStatusesInput,
    name: `booking status ${key}`,
    base: { statuses: [{ id: 'pending', name: 'Pending', label: 'Pending' }] },
    path: ['statuses', 0, key],
    label,
    max,
  })),
  ...(
    [
      [['customer', 'id'], 'Customer id', M.REFERENCE],
      [['customer', 'fullName'], 'Customer name', M.FULL_NAME],
      [['customer', 'email'], 'Customer email', M.EMAIL],
      [['customer', 'phone'], 'Customer phone', M.MOBILE],
      [['customer', 'address'], 'Customer address', M.ADDRESS],
      [['customer', 'vehicleRego'], 'Vehicle registration', M.REGO],
      [['items', 0, 'name'], 'Item name', M.NAME],
      [['items', 0, 'description'], 'Item description', M.DESCRIPTION],
      [['business', 'businessName'], 'Business name', M.NAME],
      [['business', 'businessAddress'], 'Business address', M.ADDRESS],
      [['business', 'businessPhone'], 'Business phone', M.MOBILE],
      [['business', 'businessEmail'], 'Business email', M.EMAIL],
      [['business', 'businessAbn'], 'ABN', M.BUSINESS_NUMBER],
      [['business', 'appDomain'], 'App domain', M.DOMAIN],
      [['notes'], 'Notes', M.NOTES],
      [['invoiceDate'], 'Invoice date', M.CODE],
      [['dueDate'], 'Due date', M.CODE],
    ] as const
  ).map(([path, label, max]): Field => ({
    schema: IssueInvoiceInput,
    name: `invoice ${path.join('.')}`,
    base: invoice,
    path: [...path],
    label,
    max,
    format: path[0].endsWith('Date'),
  })),
  ...(
    [
      ['businessName', 'Business name', M.NAME],
      ['businessAddress', 'Business address', M.ADDRESS],
      ['businessPhone', 'Business phone', M.MOBILE],
      ['businessEmail', 'Business email', M.EMAIL],
      ['businessAbn', 'ABN', M.BUSINESS_NUMBER],
      ['appDomain', 'App domain', M.DOMAIN],
    ] as const
  ).map(([key, label, max]): Field => ({
    schema: SaveBusinessInfoInput,
    name: `business info ${key}`,
    base: {},
    path: [key],
    label,
    max,
    // An ABN must pass its check: a valid one, spaced out to the maximum, fits.
    fits: key === 'businessEmail' ? emailOf(max) : key === 'businessAbn' ? `5${' '.repeat(max - 11)}1824753556` : undefined,
  })),
  { schema: SaveSmsSettingsInput, name: 'SMS account SID', base: {}, path: ['accountSid'], label: 'Account SID', max: M.CODE, format: true },
  { schema: SaveSmsSettingsInput, name: 'SMS auth token', base: {}, path: ['authToken'], label: 'Auth token', max: M.AUTH_TOKEN },
  { schema: SaveSmsSettingsInput, name: 'SMS from number', base: {}, path: ['fromNumber'], label: 'From number', max: M.MOBILE, format: true },
  { schema: SendTestSmsInput, name: 'test SMS number', base: { type: 'sms', to: '+61412345678' }, path: ['to'], label: 'Phone number', max: M.MOBILE },
  {
    schema: SendTestSmsInput,
    name: 'test SMS message',
    base: { type: 'sms', to: '+61412345678' },
    path: ['message'],
    label: 'Message',
    max: M.SMS_BODY,
    tooLong: 'Message cannot exceed 1600 characters',
  },
  { schema: SaveSmsTemplatesInput, name: 'template id', base: [template], path: [0, 'id'], label: 'Template ID', max: M.CODE },
  { schema: SaveSmsTemplatesInput, name: 'template name', base: [template], path: [0, 'name'], label: 'Template name', max: M.NAME },
  { schema: SaveSmsTemplatesInput, name: 'template description', base: [template], path: [0, 'description'], label: 'Template description', max: M.DESCRIPTION },
  {
    schema: SaveSmsTemplatesInput,
    name: 'template message',
    base: [template],
    path: [0, 'message'],
    label: 'Message',
    max: M.SMS_BODY,
    tooLong: 'Message cannot exceed 1600 characters',
  },
  { schema: LoginInput, name: 'login username', base: { username: 'admin', password: 'pw' }, path: ['username'], label: 'Username', max: M.USERNAME },
  { schema: LoginInput, name: 'login password', base: { username: 'admin', password: 'pw' }, path: ['password'], label: 'Password', max: M.PASSWORD, secret: true },
  { schema: ChangePasswordInput, name: 'current password', base: { currentPassword: 'old-password', newPassword: 'new-password' }, path: ['currentPassword'], label: 'Current password', max: M.PASSWORD, secret: true },
  { schema: ChangePasswordInput, name: 'new password', base: { currentPassword: 'old-password', newPassword: 'new-password' }, path: ['newPassword'], label: 'New password', max: M.PASSWORD, secret: true },
  { schema: CalendarRangeInput, name: 'calendar from', base: { from: '2026-01-01', to: '2026-01-31' }, path: ['from'], label: 'From date', max: M.CODE, format: true },
  { schema: CalendarExportInput, name: 'calendar export to', base: {}, path: ['to'], label: 'To date', max: M.CODE, format: true },
  { schema: ReportRangeInput, name: 'report start', base: {}, path: ['startDate'], label: 'Start date', max: M.CODE, format: true },
  { schema: BookingAsOfInput, name: 'booking asOf', base: {}, path: ['asOf'], label: 'asOf', max: M.CODE, format: true },
  { schema: CustomerSearchInput, name: 'customer search', base: {}, path: ['search'], label: 'Search', max: M.SEARCH },
];

/** Where zod reports a problem with the field: a list of text reports it on its entry. */
const issuePath = (field: Field) => [...(field.schema === SaveSmsTemplatesInput ? ['templates'] : []), ...field.path, ...(field.wrap ? [0] : [])].join('.');
const put = (field: Field, value: string) => withValue(field.base, field.path, field.wrap ? field.wrap(value) : value);
const at = (value: unknown, path: Path): unknown => path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], value);

describe('every text field of every input', () => {
  it.each(fields.map((f) => [f.name, f] as const))('takes %s as given in the base input', (_name, field) => {
    expect(problems(field.schema, field.base)).toEqual([]);
  });

  it.each(fields.map((f) => [f.name, f] as const))('refuses %s one character over its maximum, naming the field', (_name, field) => {
    const message = field.tooLong ?? `${field.label} must be at most ${field.max} characters`;
    expect(problems(field.schema, put(field, 'x'.repeat(field.max + 1)))).toEqual([{ path: issuePath(field), message }]);
  });

  it.each(fields.filter((f) => !f.format).map((f) => [f.name, f] as const))('accepts %s at exactly its maximum', (_name, field) => {
    expect(problems(field.schema, put(field, field.fits ?? 'x'.repeat(field.max)))).toEqual([]);
  });

  it.each(
    fields.flatMap((f) =>
      [
        ['a NUL', 'Jo\u0000Bloggs'],
        ['a lone high surrogate', 'Jo\uD83DBloggs'],
        ['a lone low surrogate', '\uDE00'],
        ['a surrogate pair the wrong way round', '\uDE00\uD83D'],
      ].map(([what, value]) => [f.name, what!, value!, f] as const),
    ),
  )('refuses %s holding %s, naming the field', (_name, _what, value, field) => {
    expect(problems(field.schema, put(field, value))).toEqual([{ path: issuePath(field), message: fieldMessages.unstorable(field.label) }]);
  });

  /** Unicode category Cf: invisible, or turning the text around them. */
  const formatCharacters = [
    ['a right-to-left override (U+202E)', 'Jo\u202Eeokram'],
    ['a left-to-right override (U+202D)', 'Jo\u202DBloggs'],
    ['a left-to-right isolate (U+2066)', '\u2066Jo Bloggs'],
    ['a right-to-left isolate (U+2067)', 'Jo \u2067Bloggs'],
    ['a first strong isolate (U+2068)', 'Jo \u2068Bloggs'],
    ['a pop directional isolate (U+2069)', 'Jo Bloggs\u2069'],
    ['a zero width space (U+200B)', 'Jo\u200BBloggs'],
    ['a left-to-right mark (U+200E)', 'Jo\u200EBloggs'],
    ['a right-to-left mark (U+200F)', 'Jo\u200FBloggs'],
    ['a zero width no-break space or BOM (U+FEFF)', 'Jo\uFEFFBloggs'],
    ['a soft hyphen (U+00AD)', 'Jo\u00ADBloggs'],
    ['a zero width joiner (U+200D)', 'Jo\u200DBloggs'],
    ['a language tag (U+E0001)', 'Jo\u{E0001}Bloggs'],
  ] as const;

  it.each(
    fields.filter((f) => !f.secret).flatMap((f) => formatCharacters.map(([what, value]) => [f.name, what, value, f] as const)),
  )('refuses %s holding %s, naming the field', (_name, _what, value, field) => {
    expect(problems(field.schema, put(field, value))).toEqual([{ path: issuePath(field), message: fieldMessages.unstorable(field.label) }]);
  });

  it.each(fields.filter((f) => f.secret).map((f) => [f.name, f] as const))('takes %s exactly as typed, format characters and all (never shown)', (_name, field) => {
    const typed = ' pass\u200Cword\u202E ';
    expect(problems(field.schema, put(field, typed))).toEqual([]);
    expect(at(field.schema.parse(put(field, typed)), field.path)).toBe(typed);
  });

  it.each([
    ['accents', 'Zoë Brontë-Ñúñez'],
    ['Chinese', '李小龍'],
    ['Japanese', 'さくら 山田'],
    ['Korean', '김민준'],
    ['Arabic, right to left by its letters alone', 'محمد'],
    ['an emoji', 'Jo 🚗✨'],
    ['an emoji with a skin tone', 'Jo 👍🏽'],
    ['a flag of regional indicators', 'Jo 🇦🇺'],
    ['an apostrophe and a hyphen', "O'Brien-Smith"],
  ])('lets a name hold %s', (_what, fullName) => {
    expect(problems(CreateBookingInput, { ...booking, fullName })).toEqual([]);
    expect(problems(CreateBookingInput, { ...booking, notes: fullName })).toEqual([]);
  });

  it('trims a BOM (U+FEFF) at either end as it trims spaces, as the forms do before sending, and refuses one left inside', () => {
    expect(CreateBookingInput.parse({ ...booking, fullName: '\uFEFF Jo Bloggs\uFEFF' }).fullName).toBe('Jo Bloggs');
    expect('\uFEFF Jo Bloggs\uFEFF'.trim()).toBe('Jo Bloggs');
    expect(problems(CreateBookingInput, { ...booking, fullName: '\uFEFF\u200BJo Bloggs' })).toEqual([{ path: 'fullName', message: fieldMessages.unstorable('Full name') }]);
  });

  it('lets free text hold characters beyond the basic plane (a pair of surrogates)', () => {
    expect(problems(CreateBookingInput, { ...booking, notes: 'Shiny 🚗✨ please' })).toEqual([]);
  });

  it('counts the length after trimming, so padding never makes a value too long', () => {
    expect(problems(CreateBookingInput, { ...booking, vehicleRego: `  ${'a'.repeat(M.REGO)}  ` })).toEqual([]);
  });

  it('names a value that is not text at all', () => {
    expect(problems(SaveBusinessInfoInput, { businessAbn: 12 })).toEqual([{ path: 'businessAbn', message: 'ABN must be text' }]);
  });
});

describe('every list of every input', () => {
  it.each([
    ['serviceIds', CreateBookingInput, booking, ['serviceIds'], MAX_ENTRIES.SERVICES_PER_BOOKING, (i: number) => i + 1, 'Services'],
    ['booking statuses', SaveBookingStatusesInput, {}, ['statuses'], MAX_ENTRIES.BOOKING_STATUSES, (i: number) => ({ id: `s${i}`, name: 'S', label: 'S' }), 'Statuses'],
    ['SMS templates', SaveSmsTemplatesInput, {}, ['templates'], MAX_ENTRIES.SMS_TEMPLATES, (i: number) => ({ ...template, id: `t${i}` }), 'Templates'],
    ['invoice items', IssueInvoiceInput, invoice, ['items'], MAX_ENTRIES.INVOICE_ITEMS, () => ({ name: 'Wash', price: 1 }), 'Items'],
    ['kept photo paths', UpdateBookingInput, {}, ['beforePhotos'], MAX_ENTRIES.PHOTO_PATHS, (i: number) => `/p/${i}`, 'Photos'],
  ] as const)('refuses %s over its maximum and takes exactly the maximum', (_name, schema, base, path, max, entry, label) => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => entry(i));
    expect(problems(schema, withValue(base, [...path], entries(max)))).toEqual([]);
    expect(problems(schema, withValue(base, [...path], entries(max + 1)))).toEqual([{ path: path.join('.'), message: fieldMessages.tooMany(label, max) }]);
  });
});

describe('service ids', () => {
  const idProblems = (serviceIds: unknown[]) => problems(CreateBookingInput, { ...booking, serviceIds });

  it('takes whole numbers that fit PostgreSQL integer, and their digits as text', () => {
    expect(CreateBookingInput.parse({ ...booking, serviceIds: [1, '2', 2_147_483_647] }).serviceIds).toEqual([1, 2, 2_147_483_647]);
  });

  it.each([2_147_483_648, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, '99999999999'])('answers %s, beyond 32 bits, as an unknown service', (id) => {
    expect(idProblems([id])).toEqual([{ path: 'serviceIds.0', message: `Unknown service: ${Number(id)}` }]);
  });

  it.each([0, -1, 1.5, true, 'abc', null, {}, '1e3'])('refuses %j with the service id message', (id) => {
    expect(idProblems([id])).toEqual([{ path: 'serviceIds.0', message: 'Each service must be given by its id, a whole number' }]);
  });
});

describe('dates and instants in reads', () => {
  it.each(['2026-02-30', '99999-01-01', '2026-13-01', '2026-1-1', 'yesterday', ''])('refuses the calendar date %j with "Invalid date"', (from) => {
    expect(problems(CalendarRangeInput, { from, to: '2026-01-31' })).toEqual([{ path: 'from', message: 'Invalid date' }]);
  });

  it('leaves an export range open where a parameter is left out or empty', () => {
    expect(CalendarExportInput.parse({ from: '', to: '2026-01-31' })).toEqual({ to: '2026-01-31' });
  });

  it('takes an ISO 8601 instant with its offset as UTC', () => {
    expect(BookingAsOfInput.parse({ asOf: '2026-03-01T09:30:00+11:00' })).toEqual({ asOf: '2026-02-28T22:30:00Z' });
  });

  it.each(['2026-03-01', '2026-03-01T09:30', 'not a date', '+275760-09-13T00:00:00Z', '2026-02-30T00:00:00Z', 1_700_000_000_000])(
    'refuses the instant %j with its message',
    (asOf) => {
      expect(problems(BookingAsOfInput, { asOf })[0]!.message).toBe(
        'asOf must be an instant in ISO 8601 with a time zone offset, such as 2026-03-01T09:30:00+11:00',
      );
    },
  );
});
