import { assertNever, type StarterCatalogEvent } from '@detailing/schema';
import type { Decider } from '../commands/decider.js';

export type StarterCatalogCommand =
  | { type: 'ClaimStarterCatalog'; steps: string[] }
  | { type: 'MarkStarterCatalogSeeded' };

/** The steps claimed (null before any claim) and whether all of them are recorded. */
export interface StarterCatalogState {
  steps: readonly string[] | null;
  seeded: boolean;
}

/** The one-time seeding of a fresh store: the first claim wins, later ones change nothing. */
export const starterCatalogDecider: Decider<StarterCatalogCommand, StarterCatalogEvent, StarterCatalogState> = {
  initialState: { steps: null, seeded: false },

  evolve(state, event) {
    switch (event.type) {
      case 'StarterCatalogClaimed':
        return { ...state, steps: event.data.steps };
      case 'StarterCatalogSeeded':
        return { ...state, seeded: true };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimStarterCatalog':
        return state.steps ? [] : [{ type: 'StarterCatalogClaimed', data: { steps: command.steps } }];
      case 'MarkStarterCatalogSeeded':
        // Only the seeder sends this, after running a claim's steps: anything else is a bug.
        if (!state.steps) throw new Error('The starter catalog cannot be marked seeded before it is claimed');
        return state.seeded ? [] : [{ type: 'StarterCatalogSeeded', data: {} }];
      default:
        return assertNever(command);
    }
  },
};
