import {
  assertNever,
  bookingMessages as m,
  COMPLETING_STATUSES,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_TIME_ZONE,
  VERIFYING_STATUSES,
  QUOTED_FIELDS,
  verifiedAtCreation,
  type BookingDetails,
  type BookingQuote,
  type BookingEvent,
  type CreateBookingInput,
  type PhotoType,
  type StoredPhoto,
} from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';
import { checkPublicBooking } from './publicBookingRules.js';
import { type CustomerChangeCommand, decideCustomerChange } from './customerChanges.js';

export type BookingCommand =
  | {
      type: 'CreateBooking';
      bookingId: string;
      input: CreateBookingInput;
      /** Public (wizard) bookings are always pending, whatever the request says. */
      source: 'admin' | 'public';
      /** The customer found or registered by the booking's e-mail (null only for bookings of old). */
      customerId: string | null;
      at: string;
      /** The business time zone (default: the setting's default): a public booking's "today" is `at`'s date there. */
      timeZone?: string;
      /** The price of the booking's services for its vehicle at today's catalog, recorded with it. */
      quote: BookingQuote;
    }
  | { type: 'AssignBookingToCustomer'; customerId: string }
  /** `quote`: the booking's price at today's catalog with these details, recorded when services, vehicle type or model year change. */
  | { type: 'UpdateBookingDetails'; details: Partial<BookingDetails>; quote?: BookingQuote }
  /** A booking from before quotes gets its first quote (the backfill); one that has a quote keeps it. */
  | { type: 'RecordQuote'; quote: BookingQuote }
  /** `allowedStatuses`: the configured statuses, looked up by the handler so the decider stays pure. */
  | { type: 'ChangeBookingStatus'; status: string; allowedStatuses: readonly string[] }
  | { type: 'CancelBooking' }
  | { type: 'DeleteBooking' }
  | { type: 'UploadPhotos'; photoType: PhotoType; photos: StoredPhoto[] }
  | { type: 'RemovePhoto'; photoType: PhotoType; path: string }
  | { type: 'AttachLicencePhotos'; front?: string | null; back?: string | null }
  | {
      type: 'SignCourtesyCarAgreement';
      digitalSignature: string | null;
      signatureBlobId: string | null;
      termsAccepted: boolean;
      termsAcceptedAt: string | null;
    }
  | CustomerChangeCommand;

export interface ActiveBooking {
  bookingId: string;
  customerId: string | null;
  /** Made by staff or through the wizard: a pending public booking counts against its person (bookingPersons.ts). */
  source: 'admin' | 'public';
  details: BookingDetails;
  /** The price recorded at creation or at the last re-quote; null for a booking from before quotes, until the backfill. */
  quote: BookingQuote | null;
  status: string;
  /** Sticky: a booking is completed (and invoiced) once, whatever statuses follow. */
  completed: boolean;
  /** Sticky: made by staff, or confirmed by a verifying status since (VERIFYING_STATUSES). */
  verified: boolean;
  photos: Record<PhotoType, StoredPhoto[]>;
  licence: { front: string | null; back: string | null };
  agreement: { digitalSignature: string | null; signatureBlobId: string | null; termsAccepted: boolean; termsAcceptedAt: string | null };
}

export type BookingState = { kind: 'none' } | { kind: 'deleted' } | ({ kind: 'active' } & ActiveBooking);

const detailFields: (keyof BookingDetails)[] = [
  'fullName',
  'email',
  'mobile',
  'address',
  'date',
  'time',
  'vehicleType',
  'modelYear',
  'vehicleRego',
  'serviceIds',
  'notes',
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: { kind: 'none' },

  evolve(state, event) {
    if (event.type === 'BookingCreated') {
      const { bookingId, status, termsAccepted, termsAcceptedAt, source, customerId, quote, ...details } = event.data;
      return {
        kind: 'active',
        bookingId,
        customerId,
        source,
        details,
        quote,
        status,
        completed: false,
        verified: verifiedAtCreation(event.data),
        photos: { before: [], after: [] },
        licence: { front: null, back: null },
        agreement: { digitalSignature: null, signatureBlobId: null, termsAccepted, termsAcceptedAt },
      };
    }
    if (state.kind !== 'active') return state;
    switch (event.type) {
      case 'BookingDetailsUpdated':
        return { ...state, details: { ...state.details, ...event.data.changes }, quote: event.data.quote ?? state.quote };
      case 'BookingQuoteRecorded':
        return { ...state, quote: event.data.quote };
      case 'BookingStatusChanged':
        return { ...state, status: event.data.to, verified: state.verified || VERIFYING_STATUSES.includes(event.data.to) };
      case 'BookingCompleted':
        return { ...state, completed: true };
      case 'BookingDeleted':
        return { kind: 'deleted' };
      case 'BookingAssignedToCustomer':
        return { ...state, customerId: event.data.customerId };
      case 'PhotosUploaded':
        return { ...state, photos: { ...state.photos, [event.data.photoType]: [...state.photos[event.data.photoType], ...event.data.photos] } };
      case 'PhotoRemoved':
        return {
          ...state,
          photos: { ...state.photos, [event.data.photoType]: state.photos[event.data.photoType].filter((p) => p.path !== event.data.path) },
        };
      case 'LicencePhotosAttached':
        return {
          ...state,
          licence: {
            front: event.data.front === undefined ? state.licence.front : event.data.front,
            back: event.data.back === undefined ? state.licence.back : event.data.back,
          },
        };
      case 'CourtesyCarAgreementSigned': {
        const { bookingId: _id, ...agreement } = event.data;
        return { ...state, agreement };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    if (command.type === 'CreateBooking') {
      if (state.kind !== 'none') throw new DomainError('CONFLICT', m.alreadyExists);
      const { input, bookingId } = command;
      if (command.source === 'public') checkPublicBooking(input, command.at, command.timeZone ?? DEFAULT_TIME_ZONE);
      const status = command.source === 'public' ? DEFAULT_BOOKING_STATUS : (input.status ?? DEFAULT_BOOKING_STATUS);
      const { status: _requested, termsAccepted, ...details } = input;
      const events: BookingEvent[] = [
        {
          type: 'BookingCreated',
          data: {
            bookingId,
            ...details,
            status,
            termsAccepted,
            termsAcceptedAt: termsAccepted ? command.at : null,
            source: command.source,
            customerId: command.customerId,
            quote: command.quote,
          },
        },
      ];
      if (COMPLETING_STATUSES.includes(status)) events.push({ type: 'BookingCompleted', data: { bookingId, status } });
      return events;
    }
    if (state.kind !== 'active') throw new DomainError('NOT_FOUND', m.notFound);
    const bookingId = state.bookingId;
    switch (command.type) {
      case 'UpdateBookingDetails': {
        const changes: Partial<BookingDetails> = {};
        for (const field of detailFields) {
          const value = command.details[field];
          if (value !== undefined && !same(value, state.details[field])) Object.assign(changes, { [field]: value });
        }
        if (!Object.keys(changes).length) return [];
        const requoted = command.quote && QUOTED_FIELDS.some((field) => field in changes);
        return [{ type: 'BookingDetailsUpdated', data: requoted ? { bookingId, changes, quote: command.quote } : { bookingId, changes } }];
      }
      case 'RecordQuote':
        return state.quote ? [] : [{ type: 'BookingQuoteRecorded', data: { bookingId, quote: command.quote } }];
      case 'ChangeBookingStatus':
        if (!command.allowedStatuses.includes(command.status)) throw new DomainError('BAD_USER_INPUT', m.statusInvalid);
        return statusChange(state, command.status);
      case 'CancelBooking':
        return statusChange(state, 'cancelled');
      case 'DeleteBooking':
        return [{ type: 'BookingDeleted', data: { bookingId } }];
      case 'AssignBookingToCustomer':
        return state.customerId === command.customerId ? [] : [{ type: 'BookingAssignedToCustomer', data: { bookingId, customerId: command.customerId } }];
      case 'UploadPhotos': {
        const known = new Set(state.photos[command.photoType].map((p) => p.path));
        const photos = command.photos.filter((p) => !known.has(p.path));
        return photos.length ? [{ type: 'PhotosUploaded', data: { bookingId, photoType: command.photoType, photos } }] : [];
      }
      case 'RemovePhoto':
        if (!state.photos[command.photoType].some((p) => p.path === command.path)) throw new DomainError('NOT_FOUND', m.photoNotFound);
        return [{ type: 'PhotoRemoved', data: { bookingId, photoType: command.photoType, path: command.path } }];
      case 'AttachLicencePhotos': {
        const data: { bookingId: string; front?: string | null; back?: string | null } = { bookingId };
        if (command.front !== undefined && command.front !== state.licence.front) data.front = command.front;
        if (command.back !== undefined && command.back !== state.licence.back) data.back = command.back;
        return 'front' in data || 'back' in data ? [{ type: 'LicencePhotosAttached', data }] : [];
      }
      case 'SignCourtesyCarAgreement': {
        const { type: _type, ...agreement } = command;
        return same(agreement, state.agreement) ? [] : [{ type: 'CourtesyCarAgreementSigned', data: { bookingId, ...agreement } }];
      }
      case 'RescheduleByCustomer':
      case 'CancelByCustomer':
        return decideCustomerChange(command, state);
      default:
        return assertNever(command);
    }
  },
};

function statusChange(state: ActiveBooking, to: string): BookingEvent[] {
  const from = state.status;
  if (from === to) return [];
  const events: BookingEvent[] = [{ type: 'BookingStatusChanged', data: { bookingId: state.bookingId, from, to } }];
  if (COMPLETING_STATUSES.includes(to) && !state.completed) events.push({ type: 'BookingCompleted', data: { bookingId: state.bookingId, status: to } });
  return events;
}
