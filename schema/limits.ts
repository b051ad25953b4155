/**
 * The longest value each kind of field takes: text in UTF-16 code units after trimming, lists in
 * entries. The schemas in this folder enforce them for REST and GraphQL alike; forms may show them.
 */
export const MAX_LENGTH = {
  /** A person's full, first or last name; the typed name of the courtesy-car agreement. */
  FULL_NAME: 200,
  /** RFC 5321's longest forward path. */
  EMAIL: 254,
  /** Phone numbers as people type them: spaces, brackets, a country prefix. */
  MOBILE: 40,
  ADDRESS: 500,
  REGO: 20,
  /** Booking and invoice notes. */
  NOTES: 5000,
  /** Services, vehicle types, statuses, templates and invoice lines. */
  DESCRIPTION: 1000,
  /** What names a thing: a service, vehicle type, status, template, invoice line, the business. */
  NAME: 200,
  /** Short codes: status and template ids, dates, times, instants, SMS account fields. */
  CODE: 60,
  /** An ABN is 11 digits; room for spaces and a prefix. */
  BUSINESS_NUMBER: 40,
  /** DNS's longest name. */
  DOMAIN: 253,
  /** A web address an admin links to (the customer menu); browsers handle far longer, people type far shorter. */
  URL: 2048,
  /** A reference another system gave (the generator's customer id). */
  REFERENCE: 100,
  /** Twilio refuses a message body longer than this (error 21617). */
  SMS_BODY: 1600,
  AUTH_TOKEN: 256,
  USERNAME: 200,
  PASSWORD: 1000,
  SEARCH: 200,
  PHOTO_PATH: 300,
} as const;

/** Lists a request may carry. */
export const MAX_ENTRIES = {
  SERVICES_PER_BOOKING: 50,
  PHOTO_PATHS: 500,
  BOOKING_STATUSES: 100,
  SMS_TEMPLATES: 100,
  /** Links in the customer portal's Menu dropdown. */
  CUSTOMER_MENU_ITEMS: 20,
  INVOICE_ITEMS: 500,
} as const;

export const SMS_BODY_MAX = MAX_LENGTH.SMS_BODY;

/** PostgreSQL `integer`: a larger id cannot name anything stored (and overflows an `integer[]` query). */
export const MAX_INT32 = 2_147_483_647;
