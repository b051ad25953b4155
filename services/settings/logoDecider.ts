import type { LogoEvent } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/**
 * `blobId`: the stored image to show (already through the image pipeline), null for none, or
 * undefined to keep the one shown. `logoName`: undefined keeps the name, unless the image changes.
 */
export type LogoCommand = { type: 'SaveLogo'; blobId: string | null | undefined; logoName: string | undefined };

export interface LogoState {
  blobId: string | null;
  logoName: string;
}

export const logoDecider: Decider<LogoCommand, LogoEvent, LogoState> = {
  initialState: { blobId: null, logoName: '' },

  evolve(_state, event) {
    switch (event.type) {
      case 'LogoSaved':
        return { ...event.data };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveLogo': {
        const blobId = command.blobId === undefined ? state.blobId : command.blobId;
        const imageChanged = blobId !== state.blobId;
        // A name belongs to its image: none without one, and a new image does not inherit the old name.
        const logoName = blobId === null ? '' : (command.logoName ?? (imageChanged ? '' : state.logoName));
        if (!imageChanged && logoName === state.logoName) return [];
        return [{ type: 'LogoSaved', data: { blobId, logoName } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
