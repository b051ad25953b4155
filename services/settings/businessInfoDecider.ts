import { type BusinessInfo, type BusinessInfoEvent, defaultBusinessInfo } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/** Only the fields sent change; the event carries the whole Business Info as it now stands. */
export type BusinessInfoCommand = { type: 'SaveBusinessInfo'; changes: Partial<BusinessInfo> };

export type BusinessInfoState = BusinessInfo;

const FIELDS = Object.keys(defaultBusinessInfo) as (keyof BusinessInfo)[];

export const businessInfoDecider: Decider<BusinessInfoCommand, BusinessInfoEvent, BusinessInfoState> = {
  initialState: defaultBusinessInfo,

  evolve(_state, event) {
    switch (event.type) {
      case 'BusinessInfoSaved':
        return event.data;
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveBusinessInfo': {
        const next: BusinessInfo = { ...state };
        for (const f of FIELDS) next[f] = command.changes[f] ?? state[f];
        if (FIELDS.every((f) => next[f] === state[f])) return [];
        return [{ type: 'BusinessInfoSaved', data: next }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
