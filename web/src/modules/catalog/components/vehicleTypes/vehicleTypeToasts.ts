import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The vehicle types screen's toasts: the titles of 001 §8, in the services screen's style. */
export const vehicleTypeToasts = {
  added: { title: 'Vehicle Type Added' },
  updated: { title: 'Vehicle Type Updated' },
  deleted: { title: 'Vehicle Type Deleted' },
} as const;

export const vehicleTypeErrorToasts = {
  addFailed: { title: 'Add Failed', description: (error) => error.serverMessage ?? 'Failed to add vehicle type. Please try again.' },
  updateFailed: { title: 'Update Failed', description: (error) => error.serverMessage ?? 'Failed to update vehicle type. Please try again.' },
  deleteFailed: { title: 'Delete Failed', description: (error) => error.serverMessage ?? 'Failed to delete vehicle type. Please try again.' },
} satisfies Record<string, ErrorToastText>;

/** 001 §8: the question asked before a vehicle type is deleted. */
export const DELETE_VEHICLE_TYPE_QUESTION = 'Are you sure you want to delete this vehicle type?';

/** What the pricing rule does with a type it does not know (000 §5): shown where a type is added. */
export const CUSTOM_TYPE_PRICING_NOTE =
  'Service prices exist only for Sedan/Hatch, SUV 5 Seater, SUV 7 Seater and UTE: the pricing rule prices any other type at $0.00 until priced by hand.';

/** Why the four defaults keep their names and stay in the list. */
export const DEFAULT_TYPES_NOTE = 'The four default types are priced by the pricing rule by name: they can be described and deactivated, but not renamed or deleted.';
