import {
  BUILT_IN_SMS_TEMPLATE_IDS,
  defaultSmsTemplates,
  settingsMessages,
  type SmsTemplate,
  type SmsTemplatesEvent,
} from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';
import { DomainError } from '../platform/errors.js';

export type SmsTemplatesCommand = { type: 'SaveSmsTemplates'; templates: SmsTemplate[] };

export interface SmsTemplatesState {
  templates: readonly SmsTemplate[];
}

const same = (a: readonly SmsTemplate[], b: readonly SmsTemplate[]) =>
  a.length === b.length &&
  a.every((t, i) => {
    const u = b[i]!;
    return t.id === u.id && t.name === u.name && t.description === u.description && t.enabled === u.enabled && t.message === u.message;
  });

export const smsTemplatesDecider: Decider<SmsTemplatesCommand, SmsTemplatesEvent, SmsTemplatesState> = {
  initialState: { templates: defaultSmsTemplates },

  evolve(_state, event) {
    switch (event.type) {
      case 'SmsTemplatesSaved':
        return { templates: event.data.templates };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveSmsTemplates': {
        const ids = command.templates.map((t) => t.id);
        if (new Set(ids).size !== ids.length) throw new DomainError('BAD_USER_INPUT', settingsMessages.templateIdExists);
        if (BUILT_IN_SMS_TEMPLATE_IDS.some((id) => !ids.includes(id))) {
          throw new DomainError('BAD_USER_INPUT', settingsMessages.builtInTemplates);
        }
        if (same(state.templates, command.templates)) return [];
        return [{ type: 'SmsTemplatesSaved', data: { templates: command.templates } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
