import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ActorType, FieldChangeType } from '../api/historyTypes.js';

@ObjectType('Photo', { description: 'A stored photo: `url` reads it (signed-in admin or owning customer), `path` names it.' })
export class PhotoType {
  @Field(() => String) url!: string;
  @Field(() => String) path!: string;
  @Field(() => String) thumbnailUrl!: string;
}

@ObjectType('BookingService', { description: "A service as a booking shows it: as quoted, or from today's catalog for a booking from before quotes (deleted services keep their names)." })
export class BookingServiceType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: "The catalog's name, or 'Service {id}' when the catalog has no such service" }) name!: string;
  @Field(() => Float, { description: 'Hours; 1 when the service has none' }) durationHours!: number;
  @Field(() => Float, { description: "Dollars, for this booking's vehicle type and model year, as quoted" }) price!: number;
}

@ObjectType('BookingQuoteItem', { description: 'One service as the booking was quoted it.' })
export class BookingQuoteItemType {
  @Field(() => Int) serviceId!: number;
  @Field(() => String, { description: "The service's name when quoted" }) name!: string;
  @Field(() => Int, { description: "Cents, for this booking's vehicle type and model year when quoted" }) priceCents!: number;
  @Field(() => Float) durationHours!: number;
}

@ObjectType('BookingQuote', {
  description: 'The price recorded when the booking was made, or re-quoted when its services, vehicle type or model year changed; later catalog prices leave it alone.',
})
export class BookingQuoteType {
  @Field(() => [BookingQuoteItemType]) items!: BookingQuoteItemType[];
  @Field(() => Int, { description: 'Cents' }) totalCents!: number;
}

@ObjectType('Booking')
export class BookingType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'The customer the booking belongs to.' }) customerId!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { description: 'yyyy-MM-dd' }) date!: string;
  @Field(() => String, { description: 'HH:mm' }) time!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => Int, { nullable: true }) modelYear!: number | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
  @Field(() => [Int]) serviceIds!: number[];
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Boolean) termsAccepted!: boolean;
  @Field(() => String, { nullable: true }) termsAcceptedAt!: string | null;
  @Field(() => ID, { nullable: true }) invoiceId!: string | null;
  @Field(() => String) createdAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => Int, { description: 'How many events the booking has had; send it back as expectedVersion with a change.' }) version!: number;
  @Field(() => [PhotoType]) beforePhotos!: PhotoType[];
  @Field(() => [PhotoType]) afterPhotos!: PhotoType[];
  @Field(() => String, { nullable: true, description: 'The typed full legal name of the courtesy-car agreement.' })
  digitalSignature!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the licence front image.' }) licenseFrontPhoto!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the licence back image.' }) licenseBackPhoto!: string | null;
  @Field(() => String, { nullable: true, description: 'URL of the drawn signature.' }) signatureCanvas!: string | null;
  @Field(() => Boolean, {
    description:
      "Made by staff, or a public booking staff have confirmed (approved or completed). Until then (unverified) its plate signs nobody in to the portal and the customer's portal does not show it.",
  })
  verified!: boolean;
  @Field(() => BookingQuoteType, { nullable: true, description: 'Null for a booking from before quotes that the backfill has not priced yet.' })
  quote!: BookingQuoteType | null;
}

@ObjectType('CalendarBooking')
export class CalendarBookingType extends BookingType {
  @Field(() => String, { description: 'HH:mm, from the sum of service durations (1 hour per service when absent)' }) endTime!: string;
  @Field(() => Float) durationHours!: number;
}

@ObjectType('BookingHistoryEntry')
export class BookingHistoryEntryType {
  @Field(() => String) type!: string;
  @Field(() => String) occurredAt!: string;
  @Field(() => ActorType) actor!: ActorType;
  @Field(() => [FieldChangeType]) changes!: FieldChangeType[];
}

@ObjectType('DashboardSummary')
export class DashboardSummaryType {
  @Field(() => Int) todaysBookings!: number;
  @Field(() => Float, { description: 'Dollars' }) weeklyRevenue!: number;
  @Field(() => Int) newCustomers!: number;
}

@ObjectType('DashboardReport')
export class DashboardReportType {
  @Field(() => Float, { description: 'Dollars' }) totalRevenue!: number;
  @Field(() => Int) totalBookings!: number;
  @Field(() => Int) newCustomers!: number;
}


@ObjectType('PhotoUploadFailure')
export class PhotoUploadFailureType {
  @Field(() => String) filename!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('PhotoUploadResult')
export class PhotoUploadResultType {
  @Field(() => [PhotoType]) uploaded!: PhotoType[];
  @Field(() => [PhotoUploadFailureType]) failed!: PhotoUploadFailureType[];
  @Field(() => Int, { description: "The booking's version after the upload, for an editor who goes on to save other changes." })
  version!: number;
}

export enum PhotoKind {
  before = 'before',
  after = 'after',
}
registerEnumType(PhotoKind, { name: 'PhotoKind' });

export enum BookingChangeKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
}
registerEnumType(BookingChangeKind, { name: 'BookingChangeKind' });

@ObjectType('BookingChange')
export class BookingChangeType {
  @Field(() => BookingChangeKind) kind!: BookingChangeKind;
  @Field(() => ID) bookingId!: string;
  @Field(() => BookingType, { nullable: true }) booking!: BookingType | null;
}

/** A booking's own fields, all optional in GraphQL so the server's rules answer with the spec's messages. */
@InputType('BookingFieldsInput')
abstract class BookingFieldsInput {
  @Field(() => String, { nullable: true }) fullName?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) mobile?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => String, { nullable: true }) time?: string;
  @Field(() => String, { nullable: true }) vehicleType?: string;
  @Field(() => Int, { nullable: true }) modelYear?: number;
  @Field(() => String, { nullable: true }) vehicleRego?: string;
  @Field(() => [Int], { nullable: true }) serviceIds?: number[];
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => Boolean, { nullable: true }) termsAccepted?: boolean;
}

@InputType('CreateBookingInput')
export class CreateBookingInputType extends BookingFieldsInput {}

/** The details tab, the photos tab (lists of paths kept) and the courtesy-car tab, as in PATCH /api/bookings/{id}. */
@InputType('UpdateBookingInput')
export class UpdateBookingInputType extends BookingFieldsInput {
  @Field(() => [String], { nullable: true, description: 'Paths of the before photos to keep' }) beforePhotos?: string[];
  @Field(() => [String], { nullable: true, description: 'Paths of the after photos to keep' }) afterPhotos?: string[];
  @Field(() => String, { nullable: true, description: 'Image data URL; null removes it' }) licenseFrontPhoto?: string | null;
  @Field(() => String, { nullable: true, description: 'Image data URL; null removes it' }) licenseBackPhoto?: string | null;
  @Field(() => String, { nullable: true }) digitalSignature?: string;
  @Field(() => String, { nullable: true, description: 'Drawn signature as an image data URL' }) signatureCanvas?: string | null;
}
