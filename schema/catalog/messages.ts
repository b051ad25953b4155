/** The spec's user-facing texts for the catalog (001 §5); forms and server both use these. */
export const catalogMessages = {
  serviceNameMin: 'Service name must be at least 2 characters',
  descriptionMin: 'Description must be at least 5 characters',
  priceInvalid: 'Price must be a positive number',
  durationMin: 'Duration must be at least 15 minutes',
  durationMax: 'Duration cannot exceed 8 hours',
  imageOnly: 'Please upload only image files',
  serviceNotFound: 'Service not found',
  serviceDeleted: 'Service deleted',
  vehicleTypeNameMin: 'Vehicle type name must be at least 2 characters',
  vehicleTypeNotFound: 'Vehicle type not found',
  vehicleTypeDeleted: 'Vehicle type deleted',
  statusFieldsRequired: 'Please fill in all required fields',
  statusIdExists: 'Status ID already exists',
  essentialStatuses: 'Cannot delete essential system statuses',
  // Not in the spec: its forms could not produce these inputs.
  durationStep: 'Duration must be in steps of 15 minutes',
  priceTooLarge: 'Price cannot exceed $1,000,000',
  vehicleTypeNameTaken: 'A vehicle type with this name already exists',
  notBoolean: 'Must be true or false',
  // The pricing rule keys its prices on these four names (pricing.ts), so they stay, under their names.
  defaultVehicleTypeKept: (name: string) => `${name} is one of the four vehicle types the pricing rule prices; it cannot be deleted`,
  defaultVehicleTypeNamed: (name: string) => `${name} is one of the four vehicle types the pricing rule prices; it cannot be renamed`,
} as const;

/** How messages name each catalog field ("Service name must be at most 200 characters"). */
export const catalogFieldNames = {
  serviceName: 'Service name',
  serviceDescription: 'Description',
  serviceImage: 'Service image',
  vehicleTypeName: 'Vehicle type name',
  vehicleTypeDescription: 'Description',
  statuses: 'Statuses',
  statusId: 'Status ID',
  statusName: 'Status name',
  statusLabel: 'Status label',
  statusDescription: 'Status description',
} as const;
