import { type BusinessInfoEvent, type BusinessSettings, defaultBusinessSettings } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/** Only the fields sent change; the event carries the whole business settings group as it now stands. */
export type BusinessInfoCommand = { type: 'SaveBusinessInfo'; changes: Partial<BusinessSettings> };

export type BusinessInfoState = BusinessSettings;

const FIELDS = Object.keys(defaultBusinessSettings) as (keyof BusinessSettings)[];

export const businessInfoDecider: Decider<BusinessInfoCommand, BusinessInfoEvent, BusinessInfoState> = {
  initialState: defaultBusinessSettings,

  evolve(_state, event) {
    switch (event.type) {
      case 'BusinessInfoSaved':
        return { ...defaultBusinessSettings, ...event.data };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveBusinessInfo': {
        const next: BusinessSettings = { ...state };
        for (const f of FIELDS) next[f] = command.changes[f] ?? state[f];
        if (FIELDS.every((f) => next[f] === state[f])) return [];
        return [{ type: 'BusinessInfoSaved', data: next }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
