import { SMS_BODY_MAX } from '../limits.js';
import { PUBLIC_BOOKINGS_PER_PERSON, SELF_SERVICE_CUTOFF_HOURS } from './publicBookings.js';
import { REMINDER_LEAD_HOURS } from './smsReminders.js';

/** The spec's user-facing texts for settings (001 §5); forms and server both use these. */
export const settingsMessages = {
  twilioSettingsRequired: 'Please fill in all Twilio settings before testing.',
  menuItemRequired: 'Title and URL are required',
  logoImageOnly: 'Please upload only image files',
  // Not in the spec: its forms could not produce these inputs, or it names no message for them.
  businessNameRequired: 'Business name is required',
  emailInvalid: 'Please enter a valid email',
  abnInvalid: 'Please enter a valid 11-digit ABN',
  timeZoneInvalid: 'Time zone must be a time zone name such as Pacific/Auckland',
  accountSidInvalid: 'Account SID must be AC followed by 32 letters and digits',
  authTokenInvalid: 'Auth token cannot contain spaces',
  fromNumberInvalid:
    'From number must be a phone number in international format (such as +61412345678) or a sender name of up to 11 letters and digits',
  encryptionKeyMissing:
    'SMS settings cannot be saved: the server has no SETTINGS_ENCRYPTION_KEY. Set it to 32 random bytes (base64 or hex, e.g. `openssl rand -base64 32`) and restart.',
  testTypeUnsupported: "Only SMS tests are supported (type 'sms')",
  testNumberRequired: 'Please enter a phone number to send the test to',
  messageTooLong: `Message cannot exceed ${SMS_BODY_MAX} characters`,
  templateFieldsRequired: 'Each template needs an ID and a name',
  templateIdInvalid: 'Template ID may contain only lower-case letters, digits and underscores',
  templateIdExists: 'Template ID already exists',
  templateMessageRequired: 'Please enter a message for each enabled template',
  builtInTemplates: 'The booking confirmed, booking completed, booking cancelled, booking reminder and customer portal sign-in templates cannot be removed; turn them off instead',
  notBoolean: 'Must be true or false',
  testSmsSent: 'Test SMS sent',
  defaultTestSms: 'Test message: your SMS settings are working.',
  menuUrlInvalid: 'URL must be a full web address starting with http:// or https://',
  menuSortOrderInvalid: 'Sort order must be a whole number from 0 to 9999',
  menuItemsNotList: 'Menu items must be a list of links',
  logoTooLarge: 'The logo must be smaller than 8MB',
  logoMissing: 'Please choose an image to upload',
  logoOneFile: 'Please upload one image file for the logo',
  companyNameRequired: 'Company name is required',
  loginIconTooLarge: 'The login icon must be smaller than 8MB',
  loginIconOneFile: 'Please upload one image file for the login icon',
  publicBookingsPerPersonInvalid: `Bookings per person must be a whole number from ${PUBLIC_BOOKINGS_PER_PERSON.min} to ${PUBLIC_BOOKINGS_PER_PERSON.max}`,
  selfServiceCutoffHoursInvalid: `Online changes cutoff must be a whole number of hours from ${SELF_SERVICE_CUTOFF_HOURS.min} to ${SELF_SERVICE_CUTOFF_HOURS.max}`,
  reminderLeadHoursInvalid: `Reminder lead time must be a whole number of hours from ${REMINDER_LEAD_HOURS.min} to ${REMINDER_LEAD_HOURS.max}`,
} as const;

/** How messages name each settings field ("Business address must be at most 500 characters"). */
export const settingsFieldNames = {
  businessName: 'Business name',
  businessAddress: 'Business address',
  businessPhone: 'Business phone',
  businessEmail: 'Business email',
  businessAbn: 'ABN',
  appDomain: 'App domain',
  timeZone: 'Time zone',
  accountSid: 'Account SID',
  authToken: 'Auth token',
  fromNumber: 'From number',
  testNumber: 'Phone number',
  message: 'Message',
  templates: 'Templates',
  templateId: 'Template ID',
  templateName: 'Template name',
  templateDescription: 'Template description',
  menuItems: 'Menu items',
  menuTitle: 'Title',
  menuUrl: 'URL',
  logoName: 'Logo name',
  companyName: 'Company name',
  loginIconName: 'Login icon name',
} as const;

/** Toast titles of the settings screen (001 §8). */
export const settingsToasts = {
  saveFailed: 'Save failed',
  testFailed: 'Test failed',
  missingConfiguration: 'Missing configuration',
  businessSaveFailed: 'Failed to save business information',
  logoSaveFailed: 'Failed to save logo',
  brandingSaveFailed: 'Failed to save branding settings',
  statusesSaveFailed: 'Failed to save status changes',
} as const;
