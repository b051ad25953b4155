/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BookingChangeKind =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

export type CreateBookingInput = {
  address?: string | null | undefined;
  date?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  fullName?: string | null | undefined;
  lastName?: string | null | undefined;
  mobile?: string | null | undefined;
  modelYear?: number | null | undefined;
  notes?: string | null | undefined;
  serviceIds?: Array<number> | null | undefined;
  status?: string | null | undefined;
  termsAccepted?: boolean | null | undefined;
  time?: string | null | undefined;
  vehicleRego?: string | null | undefined;
  vehicleType?: string | null | undefined;
};

export type ServiceInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  durationHours?: number | null | undefined;
  name?: string | null | undefined;
  priceSedanHatch?: number | null | undefined;
  priceSedanHatch2025?: number | null | undefined;
  priceSedanHatchPre2025?: number | null | undefined;
  priceSuv5?: number | null | undefined;
  priceSuv5Pre2025?: number | null | undefined;
  priceSuv7?: number | null | undefined;
  priceSuv7Pre2025?: number | null | undefined;
  priceSuv52025?: number | null | undefined;
  priceSuv72025?: number | null | undefined;
  priceUte?: number | null | undefined;
  priceUte2025?: number | null | undefined;
  priceUtePre2025?: number | null | undefined;
  /** An image data URL to upload, the current image URL to keep it, or an empty string to remove it. */
  serviceImage?: string | null | undefined;
  showOnBookingForm?: boolean | null | undefined;
};

export type UpdateBookingInput = {
  address?: string | null | undefined;
  /** Paths of the after photos to keep */
  afterPhotos?: Array<string> | null | undefined;
  /** Paths of the before photos to keep */
  beforePhotos?: Array<string> | null | undefined;
  date?: string | null | undefined;
  digitalSignature?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  fullName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Image data URL; null removes it */
  licenseBackPhoto?: string | null | undefined;
  /** Image data URL; null removes it */
  licenseFrontPhoto?: string | null | undefined;
  mobile?: string | null | undefined;
  modelYear?: number | null | undefined;
  notes?: string | null | undefined;
  serviceIds?: Array<number> | null | undefined;
  /** Drawn signature as an image data URL */
  signatureCanvas?: string | null | undefined;
  status?: string | null | undefined;
  termsAccepted?: boolean | null | undefined;
  time?: string | null | undefined;
  vehicleRego?: string | null | undefined;
  vehicleType?: string | null | undefined;
};

export type BookingListCard_BookingFragment = { id: string, fullName: string, email: string, mobile: string, date: string, time: string, status: string, statusLabel: string, vehicleType: string, services: Array<{ id: number, name: string }> };

export type BookingChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BookingChangedSubscription = { bookingChanged: { kind: BookingChangeKind, bookingId: string, booking: { id: string, fullName: string, date: string, time: string, status: string } | null } };

export type BookingDetailsQueryVariables = Exact<{
  id: string;
}>;


export type BookingDetailsQuery = { booking: { id: string, fullName: string, email: string, mobile: string, address: string | null, date: string, time: string, vehicleType: string, modelYear: number | null, vehicleRego: string | null, serviceIds: Array<number>, notes: string | null, status: string, statusLabel: string, invoiceId: string | null, licenseFrontPhoto: string | null, licenseBackPhoto: string | null, digitalSignature: string | null, signatureCanvas: string | null, termsAccepted: boolean, termsAcceptedAt: string | null, services: Array<{ id: number, name: string, price: number, durationHours: number }>, beforePhotos: Array<{ url: string, path: string, thumbnailUrl: string }>, afterPhotos: Array<{ url: string, path: string, thumbnailUrl: string }> } | null, services: Array<{ id: number, name: string }>, vehicleTypes: Array<{ id: string, name: string }>, bookingStatuses: Array<{ id: string, label: string }> };

export type BookingDetails_BookingFragment = { id: string, fullName: string, email: string, mobile: string, address: string | null, date: string, time: string, vehicleType: string, modelYear: number | null, vehicleRego: string | null, serviceIds: Array<number>, notes: string | null, status: string, statusLabel: string, invoiceId: string | null, licenseFrontPhoto: string | null, licenseBackPhoto: string | null, digitalSignature: string | null, signatureCanvas: string | null, termsAccepted: boolean, termsAcceptedAt: string | null, services: Array<{ id: number, name: string, price: number, durationHours: number }>, beforePhotos: Array<{ url: string, path: string, thumbnailUrl: string }>, afterPhotos: Array<{ url: string, path: string, thumbnailUrl: string }> };

export type BookingFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingFormOptionsQuery = { vehicleTypes: Array<{ id: string, name: string }>, services: Array<{ id: number, name: string, durationHours: number, priceSedanHatch: number, priceSedanHatch2025: number, priceSedanHatchPre2025: number, priceSuv5: number, priceSuv52025: number, priceSuv5Pre2025: number, priceSuv7: number, priceSuv72025: number, priceSuv7Pre2025: number, priceUte: number, priceUte2025: number, priceUtePre2025: number }> };

export type BookingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingsPageQuery = { bookings: Array<{ id: string, fullName: string, email: string, mobile: string, date: string, time: string, status: string, statusLabel: string, vehicleType: string, services: Array<{ id: number, name: string }> }> };

export type CalendarBookingsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CalendarBookingsQuery = { calendarBookings: Array<{ id: string, fullName: string, date: string, time: string, endTime: string, durationHours: number, status: string, statusLabel: string, vehicleType: string, services: Array<{ id: number, name: string }> }> };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { id: string, fullName: string } };

export type CreateServiceMutationVariables = Exact<{
  input: ServiceInput;
}>;


export type CreateServiceMutation = { createService: { id: number, name: string } };

export type CustomerSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type CustomerSearchQuery = { customers: Array<{ id: string, fullName: string, email: string, mobile: string, address: string | null, vehicleRego: string | null }> };

export type DeleteBookingMutationVariables = Exact<{
  id: string;
}>;


export type DeleteBookingMutation = { deleteBooking: string };

export type UpdateBookingDetailsMutationVariables = Exact<{
  id: string;
  input: UpdateBookingInput;
}>;


export type UpdateBookingDetailsMutation = { updateBooking: { id: string, fullName: string, email: string, mobile: string, address: string | null, date: string, time: string, vehicleType: string, modelYear: number | null, vehicleRego: string | null, serviceIds: Array<number>, notes: string | null, status: string, statusLabel: string, invoiceId: string | null, licenseFrontPhoto: string | null, licenseBackPhoto: string | null, digitalSignature: string | null, signatureCanvas: string | null, termsAccepted: boolean, termsAcceptedAt: string | null, services: Array<{ id: number, name: string, price: number, durationHours: number }>, beforePhotos: Array<{ url: string, path: string, thumbnailUrl: string }>, afterPhotos: Array<{ url: string, path: string, thumbnailUrl: string }> } };

export type TodaysBookingItem_BookingFragment = { id: string, fullName: string, vehicleType: string, time: string, status: string, statusLabel: string, services: Array<{ id: number, name: string }> };

export type CreateTestBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateTestBookingMutation = { createBooking: { id: string } };

export type DashboardBookingChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardBookingChangedSubscription = { bookingChanged: { kind: BookingChangeKind, bookingId: string } };

export type DashboardReportQueryVariables = Exact<{
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type DashboardReportQuery = { dashboardReport: { totalRevenue: number, totalBookings: number, newCustomers: number } };

export type DashboardSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardSummaryQuery = { dashboardSummary: { todaysBookings: number, weeklyRevenue: number, newCustomers: number } };

export type TestBookingServiceQueryVariables = Exact<{ [key: string]: never; }>;


export type TestBookingServiceQuery = { services: Array<{ id: number, active: boolean }> };

export type TodaysBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TodaysBookingsQuery = { todaysBookings: Array<{ id: string, fullName: string, vehicleType: string, time: string, status: string, statusLabel: string, services: Array<{ id: number, name: string }> }> };

export const BookingListCard_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingListCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookingListCard_BookingFragment, unknown>;
export const BookingDetails_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetails_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"modelYear"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleRego"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseFrontPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"licenseBackPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"digitalSignature"}},{"kind":"Field","name":{"kind":"Name","value":"signatureCanvas"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}}]}}]} as unknown as DocumentNode<BookingDetails_BookingFragment, unknown>;
export const TodaysBookingItem_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodaysBookingItem_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]} as unknown as DocumentNode<TodaysBookingItem_BookingFragment, unknown>;
export const BookingChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BookingChangedSubscription, BookingChangedSubscriptionVariables>;
export const BookingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDetails_booking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetails_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"modelYear"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleRego"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseFrontPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"licenseBackPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"digitalSignature"}},{"kind":"Field","name":{"kind":"Name","value":"signatureCanvas"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}}]}}]} as unknown as DocumentNode<BookingDetailsQuery, BookingDetailsQueryVariables>;
export const BookingFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"priceSedanHatch"}},{"kind":"Field","name":{"kind":"Name","value":"priceSedanHatch2025"}},{"kind":"Field","name":{"kind":"Name","value":"priceSedanHatchPre2025"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv5"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv52025"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv5Pre2025"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv7"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv72025"}},{"kind":"Field","name":{"kind":"Name","value":"priceSuv7Pre2025"}},{"kind":"Field","name":{"kind":"Name","value":"priceUte"}},{"kind":"Field","name":{"kind":"Name","value":"priceUte2025"}},{"kind":"Field","name":{"kind":"Name","value":"priceUtePre2025"}}]}}]}}]} as unknown as DocumentNode<BookingFormOptionsQuery, BookingFormOptionsQueryVariables>;
export const BookingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingListCard_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingListCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookingsPageQuery, BookingsPageQueryVariables>;
export const CalendarBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarBookingsQuery, CalendarBookingsQueryVariables>;
export const CreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const CreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const CustomerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleRego"}}]}}]}}]} as unknown as DocumentNode<CustomerSearchQuery, CustomerSearchQueryVariables>;
export const DeleteBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBookingMutation, DeleteBookingMutationVariables>;
export const UpdateBookingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingDetails_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingDetails_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"modelYear"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleRego"}},{"kind":"Field","name":{"kind":"Name","value":"serviceIds"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceId"}},{"kind":"Field","name":{"kind":"Name","value":"beforePhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"afterPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenseFrontPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"licenseBackPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"digitalSignature"}},{"kind":"Field","name":{"kind":"Name","value":"signatureCanvas"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"termsAcceptedAt"}}]}}]} as unknown as DocumentNode<UpdateBookingDetailsMutation, UpdateBookingDetailsMutationVariables>;
export const CreateTestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTestBookingMutation, CreateTestBookingMutationVariables>;
export const DashboardBookingChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardBookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}}]}}]}}]} as unknown as DocumentNode<DashboardBookingChangedSubscription, DashboardBookingChangedSubscriptionVariables>;
export const DashboardReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}}]}}]} as unknown as DocumentNode<DashboardReportQuery, DashboardReportQueryVariables>;
export const DashboardSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaysBookings"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"newCustomers"}}]}}]}}]} as unknown as DocumentNode<DashboardSummaryQuery, DashboardSummaryQueryVariables>;
export const TestBookingServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBookingService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<TestBookingServiceQuery, TestBookingServiceQueryVariables>;
export const TodaysBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodaysBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaysBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodaysBookingItem_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodaysBookingItem_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}}]} as unknown as DocumentNode<TodaysBookingsQuery, TodaysBookingsQueryVariables>;