import { type BrandingEvent, DEFAULT_COMPANY_NAME } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

/**
 * `companyName`: undefined keeps it. `blobId`: the stored login icon (already through the image
 * pipeline), null for none, or undefined to keep it. `loginIconName`: undefined keeps the name,
 * unless the icon changes.
 */
export type BrandingCommand = { type: 'SaveBranding'; companyName: string | undefined; blobId: string | null | undefined; loginIconName: string | undefined };

export interface BrandingState {
  companyName: string;
  blobId: string | null;
  loginIconName: string;
}

export const brandingDecider: Decider<BrandingCommand, BrandingEvent, BrandingState> = {
  initialState: { companyName: DEFAULT_COMPANY_NAME, blobId: null, loginIconName: '' },

  evolve(_state, event) {
    switch (event.type) {
      case 'BrandingSaved':
        return { ...event.data };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveBranding': {
        const companyName = command.companyName ?? state.companyName;
        const blobId = command.blobId === undefined ? state.blobId : command.blobId;
        const iconChanged = blobId !== state.blobId;
        // A name belongs to its icon: none without one, and a new icon does not inherit the old name.
        const loginIconName = blobId === null ? '' : (command.loginIconName ?? (iconChanged ? '' : state.loginIconName));
        if (companyName === state.companyName && !iconChanged && loginIconName === state.loginIconName) return [];
        return [{ type: 'BrandingSaved', data: { companyName, blobId, loginIconName } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
