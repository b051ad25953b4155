import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BookingServiceType, PhotoType } from '../bookings/graphqlTypes.js';
import { PortalCustomerType } from '../identity/portalGraphqlTypes.js';
import { InvoiceItemType } from '../invoicing/graphqlTypes.js';

// The profile edit answers with identity's PortalCustomer (one type of that name).
export { PortalCustomerType };

// The portal's GraphQL types (issue 12's contract): whitelists, never the admin `Booking` or
// `Invoice`. They join other contexts' GraphQL types (a booking's services and photos, invoice
// lines), so they live at the edge, like `Customer.bookings` (customerBookings.ts); the portal's
// resolvers (services/portal/resolvers.ts) use them.

@ObjectType('PortalBooking', { description: "One of the signed-in customer's bookings, as the portal shows it." })
export class PortalBookingType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) date!: string;
  @Field(() => String) time!: string;
  @Field(() => String) status!: string;
  @Field(() => String, { description: "The status as the business labels it (Status Management)" }) statusLabel!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => Int, { nullable: true }) modelYear!: number | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
  @Field(() => [BookingServiceType]) services!: BookingServiceType[];
  @Field(() => Float, { description: "Dollars: the services' prices for this vehicle" }) totalPrice!: number;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => [PhotoType], { description: '`/api/nas-photo` URLs (data: URLs as they are)' }) beforePhotos!: PhotoType[];
  @Field(() => [PhotoType]) afterPhotos!: PhotoType[];
  @Field(() => String) createdAt!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Until when (ISO 8601 instant) the customer may reschedule or cancel it themselves (its start less the cutoff setting, in the business time zone); null when it is neither pending nor approved.',
  })
  changeableUntil!: string | null;
}

@InputType('RescheduleMyBookingInput', { description: "A new date and time for one of the customer's own bookings: one of the booking wizard's." })
export class RescheduleMyBookingInputType {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd: a weekday from tomorrow through 30 days ahead (bookingAvailability.dates)' }) date?: string | null;
  @Field(() => String, { nullable: true, description: "One of the wizard's 18 slots, as '9:30 AM' or '09:30' (bookingAvailability.times)" }) time?: string | null;
}

@ObjectType('PortalInvoice', { description: "One of the signed-in customer's invoices or quotes. Money in dollars." })
export class PortalInvoiceType {
  @Field(() => ID) id!: string;
  @Field(() => String) invoiceNumber!: string;
  @Field(() => String, { description: 'invoice or quote' }) type!: string;
  @Field(() => String, { description: 'pending, paid or void' }) status!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) invoiceDate!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) dueDate!: string;
  @Field(() => [InvoiceItemType]) items!: InvoiceItemType[];
  @Field(() => Float) subtotal!: number;
  @Field(() => Float) tax!: number;
  @Field(() => Float) totalAmount!: number;
  @Field(() => Float, { description: 'The total when paid, else 0' }) amountPaid!: number;
  @Field(() => Float, { description: 'totalAmount − amountPaid' }) amountDue!: number;
  @Field(() => String) businessName!: string;
  @Field(() => String) businessAddress!: string;
  @Field(() => String) businessPhone!: string;
  @Field(() => String) businessEmail!: string;
  @Field(() => String) businessAbn!: string;
  @Field(() => String) customerName!: string;
  @Field(() => String, { nullable: true }) customerEmail!: string | null;
  @Field(() => String, { nullable: true }) customerPhone!: string | null;
  @Field(() => String, { nullable: true }) customerAddress!: string | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
  @Field(() => ID, { nullable: true }) bookingId!: string | null;
  @Field(() => String, { description: '/api/customer/invoices/{id}/pdf' }) pdfUrl!: string;
  @Field(() => String) createdAt!: string;
}

export enum PortalChangeKind {
  BOOKING = 'BOOKING',
  INVOICE = 'INVOICE',
  PROFILE = 'PROFILE',
}
registerEnumType(PortalChangeKind, { name: 'PortalChangeKind' });

@ObjectType('PortalChange', { description: 'Something of the signed-in customer changed: the portal reads it again.' })
export class PortalChangeType {
  @Field(() => PortalChangeKind) kind!: PortalChangeKind;
  @Field(() => ID, { description: 'The booking, invoice or customer' }) id!: string;
}

@InputType('MyProfileInput', { description: 'Only the fields given change; the registration never does.' })
export class MyProfileInputType {
  @Field(() => String, { nullable: true }) fullName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) mobile?: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => Int, { nullable: true, description: 'The version the customer saw (PortalCustomer.version)' }) expectedVersion?: number | null;
}

export enum ContactFieldKind {
  EMAIL = 'EMAIL',
  MOBILE = 'MOBILE',
}
registerEnumType(ContactFieldKind, { name: 'ContactField', description: 'A contact detail a customer proves before it changes.' });

@ObjectType('PortalContactChange', { description: 'A new e-mail or mobile waiting for the code sent to it.' })
export class PendingContactChangeType {
  @Field(() => ContactFieldKind) field!: ContactFieldKind;
  @Field(() => String, { description: "The new e-mail or mobile, masked ('ja•••@example.com', '•••678'): it is not theirs until proven." }) destination!: string;
  @Field(() => String, { description: 'When the code stops working (ISO 8601).' }) expiresAt!: string;
}

@InputType('ConfirmContactChangeInput', { description: 'The code sent to the new e-mail or mobile.' })
export class ConfirmContactChangeInputType {
  @Field(() => ContactFieldKind) field!: ContactFieldKind;
  @Field(() => String) code!: string;
}
