/**
 * The customers context's user-facing texts. The spec (001 §5, §8) has the e-mail text of the
 * customer login and the screen's toasts; the rest are ours, short and clear.
 */
export const customerMessages = {
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Valid email is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Mobile number must be a valid phone number, such as 0412 345 678',
  emailTaken: 'A customer with this email already exists',
  // Issue 12's contract: a customer changing their e-mail in the portal to one another customer holds.
  emailUsedByAnother: 'That email is already used by another customer',
  notFound: 'Customer not found',
  tooManyIds: (max: number) => `At most ${max} customers can be deleted at once`,
  idsRequired: 'customerIds must be a list of customer ids',
  // 001 §8: the Customers screen's toasts.
  updateFailed: 'Failed to update customer.',
  deleteFailed: 'Failed to delete customer.',
  deleteManyFailed: 'Failed to delete selected customers',
} as const;

/** How messages name each customer field ("Full name must be at most 200 characters"). */
export const customerFieldNames = {
  fullName: 'Full name',
  email: 'Email',
  mobile: 'Mobile number',
  address: 'Address',
  companyName: 'Company name',
  vehicleRego: 'Vehicle registration',
  notes: 'Notes',
  search: 'Search',
} as const;

/** What the portal says about a customer's own records (issue 12's contract). */
export const ownRecordMessages = {
  /** Any `vehicleRego` but the one the session signed in with (compared upper case, without spaces). */
  notYourVehicle: 'You can only see your own vehicle',
} as const;
