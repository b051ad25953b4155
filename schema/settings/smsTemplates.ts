import { z } from 'zod';
import { list, text } from '../fields.js';
import { MAX_ENTRIES, MAX_LENGTH, SMS_BODY_MAX } from '../limits.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';

import { SMS_TEMPLATE_IDS } from './smsTemplateText.js';

export {
  PORTAL_LINK_VARIABLE,
  renderTemplate,
  SMS_TEMPLATE_IDS,
  SMS_TEMPLATE_VARIABLES,
  smsTemplateVariables,
  type SmsTemplateValues,
  type SmsTemplateVariable,
} from './smsTemplateText.js';

/** SMS notification template (001 §3). */
export interface SmsTemplate {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  message: string;
}


export const BUILT_IN_SMS_TEMPLATE_IDS: readonly string[] = Object.values(SMS_TEMPLATE_IDS);

// Only GSM-7 characters (straight apostrophes, plain hyphens): one curly quote or dash would
// switch the whole text to UCS-2 and cut each SMS segment from 160 characters to 70.
export const defaultSmsTemplates: readonly SmsTemplate[] = [
  {
    id: SMS_TEMPLATE_IDS.bookingConfirmed,
    name: 'Booking confirmed',
    description: 'Sent to the customer when their booking is confirmed.',
    enabled: true,
    message:
      "Hi {{customerName}}, thanks for booking with us! Your {{serviceName}} is confirmed for {{date}} at {{time}}. Total: {{totalPrice}}. We'll see you then.",
  },
  {
    id: SMS_TEMPLATE_IDS.bookingCompleted,
    name: 'Booking completed',
    description: 'Sent to the customer when their booking is marked completed.',
    enabled: true,
    message:
      'Hi {{customerName}}, your {{serviceName}} is all done and your car is looking great. Total: {{totalPrice}}. Thanks heaps for choosing us - see you next time!',
  },
  {
    id: SMS_TEMPLATE_IDS.customerPortalLink,
    name: 'Customer portal sign-in',
    description: 'Sent when an admin texts a customer a one-time sign-in link to the customer portal.',
    enabled: true,
    message: 'Hi {{customerName}}, sign in to see your bookings: {{link}} (this link works once, for 15 minutes)',
  },
  {
    id: SMS_TEMPLATE_IDS.bookingCancelled,
    name: 'Booking cancelled',
    description: 'Sent to the customer when they cancel their booking.',
    enabled: true,
    message: 'Hi {{customerName}}, your {{serviceName}} on {{date}} at {{time}} has been cancelled as you asked. We hope to see you again soon.',
  },
  {
    id: SMS_TEMPLATE_IDS.bookingReminder,
    name: 'Booking reminder',
    description: 'Sent to the customer before their booking, as many hours ahead as the reminder lead time says.',
    enabled: true,
    message: 'Hi {{customerName}}, a reminder of your {{serviceName}} on {{date}} at {{time}}. Total: {{totalPrice}}. Your booking: {{link}}',
  },
];

/** A saved list from before a built-in template existed, with that template's default appended. */
export function withBuiltInSmsTemplates(templates: readonly SmsTemplate[]): SmsTemplate[] {
  const missing = defaultSmsTemplates.filter((d) => !templates.some((t) => t.id === d.id));
  return [...templates, ...missing].map((t) => ({ ...t }));
}

export const SmsTemplateInput = z
  .object(
    {
      id: text({ label: names.templateId, max: MAX_LENGTH.CODE }, { notText: m.templateFieldsRequired })
        .min(1, { error: m.templateFieldsRequired })
        .regex(/^[a-z][a-z0-9_]*$/, { error: m.templateIdInvalid }),
      name: text({ label: names.templateName, max: MAX_LENGTH.NAME }, { notText: m.templateFieldsRequired }).min(1, {
        error: m.templateFieldsRequired,
      }),
      description: text({ label: names.templateDescription, max: MAX_LENGTH.DESCRIPTION })
        .nullish()
        .transform((v) => v ?? ''),
      enabled: z.boolean({ error: m.notBoolean }).default(true),
      message: text({ label: names.message, max: SMS_BODY_MAX }, { notText: m.templateMessageRequired, tooLong: m.messageTooLong })
        .nullish()
        .transform((v) => v ?? ''),
    },
    { error: m.templateFieldsRequired },
  )
  .refine((t) => !t.enabled || t.message !== '', { error: m.templateMessageRequired, path: ['message'] });

/** `POST /api/settings/sms-notifications`: the whole list, as `[...]` or `{ templates: [...] }`. */
export const SaveSmsTemplatesInput = z.preprocess(
  (v) => (Array.isArray(v) ? { templates: v } : v),
  z.object(
    { templates: list(SmsTemplateInput, names.templates, MAX_ENTRIES.SMS_TEMPLATES, m.templateFieldsRequired) },
    { error: m.templateFieldsRequired },
  ),
);
export type SaveSmsTemplatesInput = z.output<typeof SaveSmsTemplatesInput>;
