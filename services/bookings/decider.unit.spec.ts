import { describe, expect, it } from 'vitest';
import { bookingMessages as m, CreateBookingInput, type BookingCreated, type BookingEvent, type BookingQuote, type StoredPhoto } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { type BookingCommand, bookingDecider } from './decider.js';

const at = '2026-11-21T09:00:00.000Z';
const statuses = ['pending', 'approved', 'ready_for_pickup', 'completed', 'aftercare', 'cancelled', 'create_paid_invoice'];
const input = CreateBookingInput.parse({
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'SUV 5 Seater',
  modelYear: 2025,
  vehicleRego: 'abc123',
  serviceIds: [1, 2],
  status: 'approved',
});
const quote: BookingQuote = {
  items: [
    { serviceId: 1, name: 'Wash', priceCents: 5000, durationHours: 1 },
    { serviceId: 2, name: 'Polish', priceCents: 12_550, durationHours: 2.5 },
  ],
  totalCents: 17_550,
};
const requote: BookingQuote = { items: [...quote.items, { serviceId: 3, name: 'Ceramic', priceCents: 40_000, durationHours: 4 }], totalCents: 57_550 };
const create = (source: 'admin' | 'public', overrides: Partial<typeof input> = {}): BookingCommand => ({
  type: 'CreateBooking',
  bookingId: 'b1',
  input: { ...input, ...overrides },
  source,
  customerId: 'c1',
  at,
  quote,
});
const created = (overrides: Partial<BookingCreated['data']> = {}): BookingCreated => ({
  type: 'BookingCreated',
  data: {
    bookingId: 'b1',
    fullName: 'Jo Bloggs',
    email: 'jo@example.com',
    mobile: '0400 000 000',
    address: null,
    date: '2026-11-22',
    time: '09:30',
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    vehicleRego: 'ABC123',
    serviceIds: [1, 2],
    notes: null,
    status: 'approved',
    termsAccepted: false,
    termsAcceptedAt: null,
    customerId: 'c1',
    source: 'admin',
    quote,
    ...overrides,
  },
});
const photo = (n: number): StoredPhoto => ({ path: `/customer-cars/b1/before/${n}`, blobId: `${n}`, thumbnailBlobId: `t${n}` });
const deleted: BookingEvent = { type: 'BookingDeleted', data: { bookingId: 'b1' } };

describe('CreateBooking', () => {
  it('records BookingCreated with the joined full name and the chosen status for admins', () => {
    given(bookingDecider, []).when(create('admin')).then([created()]);
  });

  // `at` is Saturday 21 November, 20:00 in Melbourne: Monday 23 is the first day a visitor may book.
  const wizard = { date: '2026-11-23', time: '09:30', termsAccepted: true };

  it('always creates public (wizard) bookings as pending, whatever status they ask for', () => {
    given(bookingDecider, [])
      .when(create('public', wizard))
      .then([created({ status: 'pending', source: 'public', date: '2026-11-23', termsAccepted: true, termsAcceptedAt: at })]);
  });

  it('records when terms were accepted from the command time, not a clock of its own', () => {
    given(bookingDecider, [])
      .when(create('public', wizard))
      .then([created({ status: 'pending', source: 'public', date: '2026-11-23', termsAccepted: true, termsAcceptedAt: at })]);
  });

  it.each([
    ['a Sunday', { date: '2026-11-22' }, m.dateNotOffered],
    ['today', { date: '2026-11-21' }, m.dateNotOffered],
    ['today + 31 days', { date: '2026-12-22' }, m.dateNotOffered],
    ['a time between slots', { time: '08:15' }, m.timeNotOffered],
    ['a time after the last slot', { time: '17:00' }, m.timeNotOffered],
    ['a vehicle type the wizard does not offer', { vehicleType: 'Truck' }, m.unknownVehicleType],
    ['model year 2023', { modelYear: 2023 }, m.modelYearNotOffered],
    ['no registration', { vehicleRego: null }, m.vehicleRegoRequired],
    ['terms not accepted', { termsAccepted: false }, m.termsRequired],
  ])('refuses a public booking for %s', (_what, change, message) => {
    given(bookingDecider, []).when(create('public', { ...wizard, ...change })).thenThrows(message);
  });

  it("takes the public's today in the business time zone, not UTC", () => {
    // 13:30 UTC on Thursday 3 December is 00:30 on Friday 4 December in Melbourne: the 4th is today.
    const command = { ...(create('public', { ...wizard, date: '2026-12-04' }) as Extract<BookingCommand, { type: 'CreateBooking' }>), at: '2026-12-03T13:30:00.000Z', timeZone: 'Australia/Melbourne' };
    given(bookingDecider, []).when(command).thenThrows(m.dateNotOffered);
    given(bookingDecider, []).when({ ...command, timeZone: 'UTC' }).then([
      created({ status: 'pending', source: 'public', date: '2026-12-04', termsAccepted: true, termsAcceptedAt: '2026-12-03T13:30:00.000Z' }),
    ]);
  });

  it('lets an admin book any day, time and model year', () => {
    given(bookingDecider, []).when(create('admin', { date: '2026-11-22', time: '17:05', modelYear: 2019 })).then([created({ date: '2026-11-22', time: '17:05', modelYear: 2019 })]);
  });

  it('completes a booking created as completed', () => {
    given(bookingDecider, [])
      .when(create('admin', { status: 'completed' }))
      .then([created({ status: 'completed' }), { type: 'BookingCompleted', data: { bookingId: 'b1', status: 'completed' } }]);
  });

  it('refuses to create a booking that already exists', () => {
    given(bookingDecider, [created()]).when(create('admin')).thenThrows('Booking already exists');
  });
});

describe('UpdateBookingDetails', () => {
  it('records only the fields that changed', () => {
    given(bookingDecider, [created()])
      .when({ type: 'UpdateBookingDetails', details: { fullName: 'Jo Bloggs', mobile: '0499 999 999', serviceIds: [1, 2, 3] }, quote: requote })
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { mobile: '0499 999 999', serviceIds: [1, 2, 3] }, quote: requote } }]);
  });

  it.each([
    ['services', { serviceIds: [1, 2, 3] }],
    ['vehicle type', { vehicleType: 'UTE' }],
    ['model year', { modelYear: 2024 }],
  ])('re-quotes when the %s change', (_, details) => {
    given(bookingDecider, [created()])
      .when({ type: 'UpdateBookingDetails', details, quote: requote })
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: details, quote: requote } }]);
  });

  it.each([
    ['date and time', { date: '2026-11-24', time: '11:00' }, { date: '2026-11-24', time: '11:00' }],
    ['notes', { notes: 'Dog hair' }, { notes: 'Dog hair' }],
    ['date (services sent back unchanged)', { serviceIds: [1, 2], date: '2026-11-24' }, { date: '2026-11-24' }],
  ])('keeps the quote when only the %s change', (_, details, changes) => {
    given(bookingDecider, [created()])
      .when({ type: 'UpdateBookingDetails', details, quote: requote })
      .then([{ type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes } }]);
  });

  it('records nothing when nothing changed', () => {
    given(bookingDecider, [created()]).when({ type: 'UpdateBookingDetails', details: { fullName: 'Jo Bloggs' } }).then([]);
  });

  it('refuses a booking that does not exist or was deleted', () => {
    given(bookingDecider, []).when({ type: 'UpdateBookingDetails', details: {} }).thenThrows('Booking not found');
    given(bookingDecider, [created(), deleted]).when({ type: 'UpdateBookingDetails', details: {} }).thenThrows('Booking not found');
  });
});

describe('RecordQuote', () => {
  it('gives a booking from before quotes its first quote', () => {
    given(bookingDecider, [created({ quote: null })])
      .when({ type: 'RecordQuote', quote })
      .then([{ type: 'BookingQuoteRecorded', data: { bookingId: 'b1', quote } }]);
  });

  it('leaves a quoted booking alone: the backfill is safe to run again', () => {
    given(bookingDecider, [created()]).when({ type: 'RecordQuote', quote: requote }).then([]);
    given(bookingDecider, [created({ quote: null }), { type: 'BookingQuoteRecorded', data: { bookingId: 'b1', quote } }]).when({ type: 'RecordQuote', quote: requote }).then([]);
    given(bookingDecider, [created({ quote: null }), { type: 'BookingDetailsUpdated', data: { bookingId: 'b1', changes: { serviceIds: [1, 2, 3] }, quote: requote } }])
      .when({ type: 'RecordQuote', quote })
      .then([]);
  });
});

describe('ChangeBookingStatus', () => {
  it('moves to any configured status, with no ordering', () => {
    given(bookingDecider, [created()])
      .when({ type: 'ChangeBookingStatus', status: 'pending', allowedStatuses: statuses })
      .then([{ type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'approved', to: 'pending' } }]);
  });

  it.each(['completed', 'create_paid_invoice'])('completes the booking when it moves to %s', (status) => {
    given(bookingDecider, [created()])
      .when({ type: 'ChangeBookingStatus', status, allowedStatuses: statuses })
      .then([
        { type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'approved', to: status } },
        { type: 'BookingCompleted', data: { bookingId: 'b1', status } },
      ]);
  });

  it('completes a booking only once, even when it is set back and completed again', () => {
    given(bookingDecider, [
      created(),
      { type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'approved', to: 'completed' } },
      { type: 'BookingCompleted', data: { bookingId: 'b1', status: 'completed' } },
      { type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'completed', to: 'aftercare' } },
    ])
      .when({ type: 'ChangeBookingStatus', status: 'completed', allowedStatuses: statuses })
      .then([{ type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'aftercare', to: 'completed' } }]);
  });

  it('refuses a status that is not configured', () => {
    given(bookingDecider, [created()])
      .when({ type: 'ChangeBookingStatus', status: 'teleported', allowedStatuses: statuses })
      .thenThrows('Invalid status');
  });

  it('records nothing when the status is unchanged', () => {
    given(bookingDecider, [created()]).when({ type: 'ChangeBookingStatus', status: 'approved', allowedStatuses: statuses }).then([]);
  });
});

describe('CancelBooking and DeleteBooking', () => {
  it('cancels by moving to the cancelled status', () => {
    given(bookingDecider, [created()])
      .when({ type: 'CancelBooking' })
      .then([{ type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'approved', to: 'cancelled' } }]);
  });

  it('deletes once; a deleted booking takes no further commands', () => {
    given(bookingDecider, [created()]).when({ type: 'DeleteBooking' }).then([deleted]);
    given(bookingDecider, [created(), deleted]).when({ type: 'DeleteBooking' }).thenThrows('Booking not found');
  });
});

describe('AssignBookingToCustomer', () => {
  const assign = (customerId: string): BookingCommand => ({ type: 'AssignBookingToCustomer', customerId });
  const assigned = (customerId: string): BookingEvent => ({ type: 'BookingAssignedToCustomer', data: { bookingId: 'b1', customerId } });

  it('gives a booking from before customers (customerId null) its customer', () => {
    given(bookingDecider, [created({ customerId: null })]).when(assign('c2')).then([assigned('c2')]);
  });

  it('moves a booking to another customer (its e-mail changed)', () => {
    given(bookingDecider, [created()]).when(assign('c2')).then([assigned('c2')]);
  });

  it('records nothing when the booking already belongs to that customer, from creation or an earlier assignment', () => {
    given(bookingDecider, [created()]).when(assign('c1')).then([]);
    given(bookingDecider, [created({ customerId: null }), assigned('c2')]).when(assign('c2')).then([]);
  });

  it('refuses a booking that does not exist or was deleted', () => {
    given(bookingDecider, []).when(assign('c1')).thenThrows('Booking not found');
    given(bookingDecider, [created({ customerId: null }), deleted]).when(assign('c1')).thenThrows('Booking not found');
  });
});

describe('photos', () => {
  it('records uploaded photos, skipping ones already there (a retried upload doubles nothing)', () => {
    given(bookingDecider, [created(), { type: 'PhotosUploaded', data: { bookingId: 'b1', photoType: 'before', photos: [photo(1)] } }])
      .when({ type: 'UploadPhotos', photoType: 'before', photos: [photo(1), photo(2)] })
      .then([{ type: 'PhotosUploaded', data: { bookingId: 'b1', photoType: 'before', photos: [photo(2)] } }]);
  });

  it('removes a photo it has, and refuses one it does not', () => {
    const history: BookingEvent[] = [created(), { type: 'PhotosUploaded', data: { bookingId: 'b1', photoType: 'before', photos: [photo(1)] } }];
    given(bookingDecider, history)
      .when({ type: 'RemovePhoto', photoType: 'before', path: photo(1).path })
      .then([{ type: 'PhotoRemoved', data: { bookingId: 'b1', photoType: 'before', path: photo(1).path } }]);
    given(bookingDecider, history).when({ type: 'RemovePhoto', photoType: 'after', path: photo(1).path }).thenThrows('Photo not found');
  });
});

describe('courtesy car', () => {
  it('attaches licence images, recording only the sides that changed', () => {
    given(bookingDecider, [created(), { type: 'LicencePhotosAttached', data: { bookingId: 'b1', front: 'f1' } }])
      .when({ type: 'AttachLicencePhotos', front: 'f1', back: 'k1' })
      .then([{ type: 'LicencePhotosAttached', data: { bookingId: 'b1', back: 'k1' } }]);
  });

  it('records the signed agreement, and nothing when it is signed again unchanged', () => {
    const sign: BookingCommand = { type: 'SignCourtesyCarAgreement', digitalSignature: 'Jo Bloggs', signatureBlobId: 's1', termsAccepted: true, termsAcceptedAt: at };
    const signed: BookingEvent = { type: 'CourtesyCarAgreementSigned', data: { bookingId: 'b1', digitalSignature: 'Jo Bloggs', signatureBlobId: 's1', termsAccepted: true, termsAcceptedAt: at } };
    given(bookingDecider, [created()]).when(sign).then([signed]);
    given(bookingDecider, [created(), signed]).when(sign).then([]);
  });
});

describe('verification', () => {
  const verified = (events: BookingEvent[]) => {
    const state = events.reduce(bookingDecider.evolve, bookingDecider.initialState);
    return state.kind === 'active' && state.verified;
  };
  const status = (from: string, to: string): BookingEvent => ({ type: 'BookingStatusChanged', data: { bookingId: 'b1', from, to } });

  it("is a staff booking's from the start, whatever its status", () => {
    expect(verified([created({ source: 'admin', status: 'pending' })])).toBe(true);
  });

  it('is a public booking’s only once staff approve or complete it, and stays through later statuses', () => {
    const wizard = created({ source: 'public', status: 'pending' });
    expect(verified([wizard])).toBe(false);
    expect(verified([wizard, status('pending', 'ready_for_pickup'), status('ready_for_pickup', 'cancelled')])).toBe(false);
    expect(verified([wizard, status('pending', 'approved')])).toBe(true);
    expect(verified([wizard, status('pending', 'completed')])).toBe(true);
    expect(verified([wizard, status('pending', 'approved'), status('approved', 'pending')])).toBe(true);
  });
});
