import type { CustomerMenuEvent, CustomerMenuItem } from '@detailing/schema';
import { assertNever, type Decider } from '../commands/decider.js';

export type CustomerMenuCommand = { type: 'SaveCustomerMenu'; items: CustomerMenuItem[] };

/** The links as last saved; none until the first save. */
export interface CustomerMenuState {
  items: readonly CustomerMenuItem[];
}

const sameList = (a: readonly CustomerMenuItem[], b: readonly CustomerMenuItem[]) =>
  a.length === b.length &&
  a.every((item, i) => {
    const other = b[i]!;
    return item.title === other.title && item.url === other.url && item.isEnabled === other.isEnabled && item.sortOrder === other.sortOrder;
  });

/** The list is saved as a whole, in the order sent; the input's rules (schema/settings/customerMenu.ts) have already passed. */
export const customerMenuDecider: Decider<CustomerMenuCommand, CustomerMenuEvent, CustomerMenuState> = {
  initialState: { items: [] },

  evolve(_state, event) {
    switch (event.type) {
      case 'CustomerMenuSaved':
        return { items: event.data.items };
      default:
        return assertNever(event.type);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveCustomerMenu':
        if (sameList(state.items, command.items)) return [];
        return [{ type: 'CustomerMenuSaved', data: { items: command.items } }];
      default:
        return assertNever(command.type);
    }
  },
};
