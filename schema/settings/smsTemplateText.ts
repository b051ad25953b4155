// Without zod, so the settings screen previews a template with the very function that sends it.

/** The variables a template may use (001 §9). */
export const SMS_TEMPLATE_VARIABLES = ['customerName', 'serviceName', 'date', 'time', 'totalPrice'] as const;
export type SmsTemplateVariable = (typeof SMS_TEMPLATE_VARIABLES)[number];
export type SmsTemplateValues = Partial<Record<SmsTemplateVariable, string>> & Readonly<Record<string, string | undefined>>;

/** The templates the product itself sends; they can be turned off, not removed. */
export const SMS_TEMPLATE_IDS = {
  bookingConfirmed: 'booking_confirmed',
  bookingCompleted: 'booking_completed',
  customerPortalLink: 'customer_portal_link',
  bookingCancelled: 'booking_cancelled',
  bookingReminder: 'booking_reminder',
} as const;
/** The portal sign-in text's own variable beside the five: the one-time sign-in link (the reminder's: the portal's address). */
export const PORTAL_LINK_VARIABLE = 'link';

/** The variables a template may use: the five, and `{{link}}` in the texts that point to the portal. */
export const smsTemplateVariables = (id: string): readonly string[] =>
  id === SMS_TEMPLATE_IDS.customerPortalLink || id === SMS_TEMPLATE_IDS.bookingReminder ? [...SMS_TEMPLATE_VARIABLES, PORTAL_LINK_VARIABLE] : SMS_TEMPLATE_VARIABLES;

// `{{name}}` is the documented form; `{name}` is accepted too, and spaces inside the braces.
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}/g;

/**
 * Fills `{{customerName}}` (or `{customerName}`) with its value. A placeholder with no value
 * given is left exactly as written; values are inserted once, never expanded again.
 */
export function renderTemplate(message: string, values: SmsTemplateValues): string {
  return message.replace(PLACEHOLDER, (whole, doubled: string | undefined, single: string | undefined) => {
    const name = (doubled ?? single)!;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? whole : value;
  });
}
