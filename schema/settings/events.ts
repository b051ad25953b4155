import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf, matching, upcastFrom } from '../eventDefinition.js';
import type { BusinessInfo, BusinessSettings } from './business.js';
import { DEFAULT_TIME_ZONE } from './timeZone.js';
import type { SmsTemplate } from './smsTemplates.js';
import type { SmsReminderSettings } from './smsReminders.js';
import type { CustomerMenuItem } from './customerMenu.js';
import { defaultPublicBookingSettings, type PublicBookingSettings } from './publicBookings.js';

/** Facts about settings: one stream per group, each event the group's whole new value. */

export const SETTINGS_BUSINESS_STREAM = 'settings-business';
export const SETTINGS_SMS_STREAM = 'settings-sms';
export const SETTINGS_SMS_TEMPLATES_STREAM = 'settings-sms-templates';
export const SETTINGS_CUSTOMER_MENU_STREAM = 'settings-customer-menu';
export const SETTINGS_LOGO_STREAM = 'settings-logo';
export const SETTINGS_BRANDING_STREAM = 'settings-branding';
export const SETTINGS_PUBLIC_BOOKINGS_STREAM = 'settings-public-bookings';
export const SETTINGS_SMS_REMINDERS_STREAM = 'settings-sms-reminders';

/** Business Info as events carry it (settings, and the "From" block invoices keep). */
export const businessInfoSchema = matching<BusinessInfo>()(
  z.object({
    businessName: z.string(),
    businessAddress: z.string(),
    businessPhone: z.string(),
    businessEmail: z.string(),
    businessAbn: z.string(),
    appDomain: z.string(),
  }),
);

/** The business settings group: Business Info and the business time zone (an IANA name). */
const businessSettingsSchema = matching<BusinessSettings>()(businessInfoSchema.extend({ timeZone: z.string() }));

const smsTemplate = matching<SmsTemplate>()(
  z.object({ id: z.string(), name: z.string(), description: z.string(), enabled: z.boolean(), message: z.string() }),
);

const customerMenuItem = matching<CustomerMenuItem>()(
  z.object({ title: z.string(), url: z.string(), isEnabled: z.boolean(), sortOrder: z.number().int() }),
);

const publicBookingSettingsV1 = z.object({ publicBookingsPerPerson: z.number().int() });

export const settingsEventTypes = {
  /** Version 2 adds the time zone; events saved before the setting existed meant the default one. */
  BusinessInfoSaved: defineEvent({
    version: 2,
    schema: businessSettingsSchema,
    upcasters: { 1: upcastFrom(businessInfoSchema, (data) => Object.assign(data, { timeZone: DEFAULT_TIME_ZONE })) },
  }),
  /**
   * The SMS provider account. The auth token is only ever here as AES-256-GCM ciphertext
   * (see services/settings/secretBox.ts); null when no token is set.
   */
  SmsSettingsSaved: defineEvent({
    schema: z.object({ accountSid: z.string(), fromNumber: z.string(), authTokenCiphertext: z.string().nullable() }),
  }),
  /** The whole template list as saved; it replaces the one before. */
  SmsTemplatesSaved: defineEvent({ schema: z.object({ templates: z.array(smsTemplate) }) }),
  /** The customer portal's Menu links, the whole list as saved; it replaces the one before. */
  CustomerMenuSaved: defineEvent({ schema: z.object({ items: z.array(customerMenuItem) }) }),
  /** The company logo: the blob holding the image (null: no logo) and the name of the file it came from. */
  LogoSaved: defineEvent({ schema: z.object({ blobId: z.string().nullable(), logoName: z.string() }) }),
  /** The login gate's branding: the company name, and the login icon's blob (null: none) with its file's name. */
  BrandingSaved: defineEvent({ schema: z.object({ companyName: z.string(), blobId: z.string().nullable(), loginIconName: z.string() }) }),
  /**
   * The public booking settings as saved: the wizard's bound on each person's upcoming pending
   * bookings and, from version 2, the self-service cutoff; events saved before the cutoff existed
   * meant the default one.
   */
  PublicBookingSettingsSaved: defineEvent({
    version: 2,
    schema: matching<PublicBookingSettings>()(publicBookingSettingsV1.extend({ selfServiceCutoffHours: z.number().int() })),
    upcasters: { 1: upcastFrom(publicBookingSettingsV1, (data) => Object.assign(data, { selfServiceCutoffHours: defaultPublicBookingSettings.selfServiceCutoffHours })) },
  }),
  /** The booking reminder's lead time, as saved (a group of its own: saving it never touches the SMS account or the templates). */
  SmsReminderSettingsSaved: defineEvent({ schema: matching<SmsReminderSettings>()(z.object({ reminderLeadHours: z.number().int() })) }),
} as const;

export type BusinessInfoSaved = EventOf<typeof settingsEventTypes, 'BusinessInfoSaved'>;
export type SmsSettingsSaved = EventOf<typeof settingsEventTypes, 'SmsSettingsSaved'>;
export type SmsTemplatesSaved = EventOf<typeof settingsEventTypes, 'SmsTemplatesSaved'>;
export type CustomerMenuSaved = EventOf<typeof settingsEventTypes, 'CustomerMenuSaved'>;
export type LogoSaved = EventOf<typeof settingsEventTypes, 'LogoSaved'>;
export type BrandingSaved = EventOf<typeof settingsEventTypes, 'BrandingSaved'>;
export type PublicBookingSettingsSaved = EventOf<typeof settingsEventTypes, 'PublicBookingSettingsSaved'>;
export type SmsReminderSettingsSaved = EventOf<typeof settingsEventTypes, 'SmsReminderSettingsSaved'>;

export type BusinessInfoEvent = BusinessInfoSaved;
export type SmsSettingsEvent = SmsSettingsSaved;
export type SmsTemplatesEvent = SmsTemplatesSaved;
export type CustomerMenuEvent = CustomerMenuSaved;
export type LogoEvent = LogoSaved;
export type BrandingEvent = BrandingSaved;
export type PublicBookingSettingsEvent = PublicBookingSettingsSaved;
export type SmsReminderSettingsEvent = SmsReminderSettingsSaved;
export type SettingsEvent = EventsOf<typeof settingsEventTypes>;
