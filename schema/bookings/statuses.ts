/** Booking statuses of 000 §4; configurable definitions arrive with the catalog. */
export const defaultBookingStatuses = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'ready_for_pickup', label: 'Ready for Pickup' },
  { id: 'completed', label: 'Completed' },
  { id: 'aftercare', label: 'Aftercare' },
  { id: 'cancelled', label: 'Cancelled' },
  { id: 'create_paid_invoice', label: 'Create Paid Invoice' },
] as const;

export const DEFAULT_BOOKING_STATUS = 'pending';

/** Statuses that can never be removed (001 §4, §9). */
export const ESSENTIAL_BOOKING_STATUSES = ['pending', 'completed'] as const;

export const isEssentialBookingStatus = (id: string): boolean => (ESSENTIAL_BOOKING_STATUSES as readonly string[]).includes(id);

export const isKnownStatus = (status: string): boolean => defaultBookingStatuses.some((s) => s.id === status);

/** Customer-profile placeholders of the old system (000 §3): never a booking, never a customer's. */
export const isPlaceholderBooking = (b: { vehicleType: string; date: string }): boolean => b.vehicleType === 'CUSTOMER_PROFILE' || b.date === '1900-01-01';

/** The statuses in which a customer may reschedule or cancel their own booking in the portal (issue 31). */
export const SELF_SERVICE_STATUSES: readonly string[] = ['pending', 'approved'];
