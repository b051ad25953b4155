import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_SMS_TEMPLATE_IDS,
  defaultSmsTemplates,
  PORTAL_LINK_VARIABLE,
  renderTemplate,
  SaveSmsTemplatesInput,
  SMS_TEMPLATE_VARIABLES,
  smsTemplateVariables,
  withBuiltInSmsTemplates,
} from './smsTemplates.js';

const values = { customerName: 'Jo Citizen', serviceName: 'Full Detail', date: 'Tue 3 Mar', time: '9:00 AM', totalPrice: '$189.50' };

describe('renderTemplate', () => {
  it('fills {{variable}} placeholders with their values', () => {
    expect(renderTemplate('Hi {{customerName}}, your {{serviceName}} on {{date}} at {{time}} is {{totalPrice}}.', values)).toBe(
      'Hi Jo Citizen, your Full Detail on Tue 3 Mar at 9:00 AM is $189.50.',
    );
  });

  it('accepts single braces and spaces inside the braces too', () => {
    expect(renderTemplate('Hi {customerName}, {{ time }} / { date }', values)).toBe('Hi Jo Citizen, 9:00 AM / Tue 3 Mar');
  });

  it('leaves an unknown placeholder exactly as written', () => {
    expect(renderTemplate('Hi {{nickname}} and {nickname} and {{ nickname }}', values)).toBe('Hi {{nickname}} and {nickname} and {{ nickname }}');
  });

  it('leaves a known placeholder with no value as written', () => {
    expect(renderTemplate('Total {{totalPrice}}', { customerName: 'Jo' })).toBe('Total {{totalPrice}}');
  });

  it('repeats a variable as often as it appears', () => {
    expect(renderTemplate('{{time}}, {{time}}', values)).toBe('9:00 AM, 9:00 AM');
  });

  it('never expands placeholders inside a value, and inserts $ patterns literally', () => {
    expect(renderTemplate('Hi {{customerName}}', { customerName: "{{totalPrice}} $& $1 $'" , totalPrice: '$5' })).toBe("Hi {{totalPrice}} $& $1 $'");
  });

  it('ignores properties inherited from Object.prototype', () => {
    expect(renderTemplate('{{toString}} {constructor}', {})).toBe('{{toString}} {constructor}');
  });

  it('leaves text without placeholders, and stray braces, alone', () => {
    expect(renderTemplate('Price { 5 } {} {{}} {{1x}}', values)).toBe('Price { 5 } {} {{}} {{1x}}');
  });
});

describe('default SMS templates', () => {
  it('are the built-in texts, enabled, using only the five variables (and the link where it belongs)', () => {
    expect(defaultSmsTemplates.map((t) => [t.id, t.enabled])).toEqual([
      ['booking_confirmed', true],
      ['booking_completed', true],
      ['customer_portal_link', true],
      ['booking_cancelled', true],
      ['booking_reminder', true],
    ]);
    expect(BUILT_IN_SMS_TEMPLATE_IDS).toEqual(defaultSmsTemplates.map((t) => t.id));
    for (const template of defaultSmsTemplates) {
      const allowed = smsTemplateVariables(template.id);
      const used = [...template.message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(0);
      expect(used.every((v) => allowed.includes(v!))).toBe(true);
      expect(renderTemplate(template.message, { ...values, link: 'https://example.com/customer/login?token=t' })).not.toMatch(/[{}]/);
    }
    const portal = defaultSmsTemplates[2]!.message;
    expect(renderTemplate(portal, { customerName: 'Ada', link: 'https://x.test/customer/login?token=abc' })).toBe(
      'Hi Ada, sign in to see your bookings: https://x.test/customer/login?token=abc (this link works once, for 15 minutes)',
    );
    const reminder = defaultSmsTemplates.find((t) => t.id === 'booking_reminder')!;
    expect(reminder).toMatchObject({ name: 'Booking reminder', enabled: true });
    expect(renderTemplate(reminder.message, { ...values, link: 'https://x.test/customer/login' })).toBe(
      'Hi Jo Citizen, a reminder of your Full Detail on Tue 3 Mar at 9:00 AM. Total: $189.50. Your booking: https://x.test/customer/login',
    );
  });

  it('take the link in the portal sign-in text and the reminder only', () => {
    expect(smsTemplateVariables('customer_portal_link')).toEqual([...SMS_TEMPLATE_VARIABLES, PORTAL_LINK_VARIABLE]);
    expect(smsTemplateVariables('booking_reminder')).toEqual([...SMS_TEMPLATE_VARIABLES, PORTAL_LINK_VARIABLE]);
    expect(smsTemplateVariables('booking_confirmed')).toEqual(SMS_TEMPLATE_VARIABLES);
    expect(smsTemplateVariables('my_own')).toEqual(SMS_TEMPLATE_VARIABLES);
  });

  it('are added, as their defaults, to a list saved before they existed', () => {
    const old = [{ ...defaultSmsTemplates[1]!, enabled: false }, { ...defaultSmsTemplates[0]! }];
    expect(withBuiltInSmsTemplates(old)).toEqual([...old, ...defaultSmsTemplates.slice(2)]);
    expect(withBuiltInSmsTemplates(defaultSmsTemplates)).toEqual(defaultSmsTemplates);
  });

  it('fit the GSM-7 alphabet, so each SMS segment holds 160 characters', () => {
    for (const { message } of defaultSmsTemplates) expect(message).toMatch(/^[A-Za-z0-9 .,!?'"\-:;{}$()]*$/);
  });
});

describe('SaveSmsTemplatesInput', () => {
  const template = { id: 'booking_completed', name: 'Done', description: ' Sent at the end ', enabled: false, message: ' Bye {{customerName}} ' };

  it('takes the list bare or as { templates }, trimming and defaulting enabled to true', () => {
    const expected = { templates: [{ id: 'booking_completed', name: 'Done', description: 'Sent at the end', enabled: false, message: 'Bye {{customerName}}' }] };
    expect(SaveSmsTemplatesInput.parse([template])).toEqual(expected);
    expect(SaveSmsTemplatesInput.parse({ templates: [template] })).toEqual(expected);
    expect(SaveSmsTemplatesInput.parse([{ id: 'x', name: 'X', message: 'Hi' }]).templates[0]).toMatchObject({ enabled: true, description: '' });
  });

  it.each([
    [{ ...template, id: '' }, 'Each template needs an ID and a name'],
    [{ ...template, name: ' ' }, 'Each template needs an ID and a name'],
    [{ ...template, id: 'Booking Done' }, 'Template ID may contain only lower-case letters, digits and underscores'],
    [{ ...template, enabled: true, message: '  ' }, 'Please enter a message for each enabled template'],
    [{ ...template, message: 'x'.repeat(1601) }, 'Message cannot exceed 1600 characters'],
    [{ ...template, enabled: 'yes' }, 'Must be true or false'],
  ])('refuses %o with its message', (bad, message) => {
    const result = SaveSmsTemplatesInput.safeParse([bad]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('lets a turned-off template have no message', () => {
    expect(SaveSmsTemplatesInput.parse([{ ...template, message: '' }]).templates[0]!.message).toBe('');
  });
});
