import { describe, it } from 'vitest';
import { defaultSmsTemplates, type SmsTemplate, type SmsTemplatesEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { smsTemplatesDecider } from './smsTemplatesDecider.js';

const saved = (templates: SmsTemplate[]): SmsTemplatesEvent => ({ type: 'SmsTemplatesSaved', data: { templates } });
const save = (templates: SmsTemplate[]) => ({ type: 'SaveSmsTemplates' as const, templates });
const defaults = () => defaultSmsTemplates.map((t) => ({ ...t }));
const reminder: SmsTemplate = { id: 'reminder', name: 'Reminder', description: '', enabled: true, message: 'See you {{date}}' };

describe('SaveSmsTemplates', () => {
  it('replaces the defaults with the list saved, in its order', () => {
    const [confirmed, completed, portal, ...others] = defaults();
    const list = [{ ...completed!, enabled: false }, confirmed!, reminder, { ...portal!, enabled: false }, ...others];
    given(smsTemplatesDecider, []).when(save(list)).then([saved(list)]);
  });

  it('records nothing when the list saved is the one in force', () => {
    given(smsTemplatesDecider, []).when(save(defaults())).then([]);
    const list = [...defaults(), reminder];
    given(smsTemplatesDecider, [saved(list)]).when(save(list)).then([]);
  });

  it("refuses a repeated id with 'Template ID already exists'", () => {
    given(smsTemplatesDecider, []).when(save([...defaults(), reminder, { ...reminder, name: 'Again' }])).thenThrows('Template ID already exists');
  });

  it.each(['booking_confirmed', 'booking_completed', 'customer_portal_link', 'booking_cancelled', 'booking_reminder'])('refuses to remove the built-in template %s', (id) => {
    given(smsTemplatesDecider, [])
      .when(save(defaults().filter((t) => t.id !== id)))
      .thenThrows('The booking confirmed, booking completed, booking cancelled, booking reminder and customer portal sign-in templates cannot be removed; turn them off instead');
  });
});
