import { z } from 'zod';
import { list, text } from '../fields.js';
import { MAX_ENTRIES, MAX_LENGTH } from '../limits.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';
import { isPortalLinkUrl } from './portalLink.js';

export { isPortalLinkUrl } from './portalLink.js';

/** Customer menu item (001 §3): a link in the customer portal's Menu dropdown. */
export interface CustomerMenuItem {
  title: string;
  url: string;
  isEnabled: boolean;
  sortOrder: number;
}

/** What the portal is given of an item (001 §7: "GET returns title and url list"). */
export interface CustomerMenuLink {
  title: string;
  url: string;
}

export const MAX_SORT_ORDER = 9999;

const required = (field: { label: string; max: number }) => text(field, { notText: m.menuItemRequired }).min(1, { error: m.menuItemRequired, abort: true });

export const CustomerMenuItemInput = z.object(
  {
    title: required({ label: names.menuTitle, max: MAX_LENGTH.NAME }),
    url: required({ label: names.menuUrl, max: MAX_LENGTH.URL }).refine(isPortalLinkUrl, { error: m.menuUrlInvalid }),
    isEnabled: z
      .boolean({ error: m.notBoolean })
      .nullish()
      .transform((v) => v ?? true),
    /** Left out: the item's place in the list. */
    sortOrder: z
      .number({ error: m.menuSortOrderInvalid })
      .int({ error: m.menuSortOrderInvalid })
      .min(0, { error: m.menuSortOrderInvalid })
      .max(MAX_SORT_ORDER, { error: m.menuSortOrderInvalid })
      .nullish(),
  },
  { error: m.menuItemRequired },
);

/** `POST /api/settings/customer-menu` (001 §7): the whole list, as `{ items: [...] }` or `[...]`. */
export const SaveCustomerMenuInput = z
  .preprocess(
    (v) => (Array.isArray(v) ? { items: v } : v),
    z.object({ items: list(CustomerMenuItemInput, names.menuItems, MAX_ENTRIES.CUSTOMER_MENU_ITEMS, m.menuItemsNotList) }, { error: m.menuItemsNotList }),
  )
  .transform(({ items }): { items: CustomerMenuItem[] } => ({ items: items.map((item, i) => ({ ...item, sortOrder: item.sortOrder ?? i })) }));
export type SaveCustomerMenuInput = z.output<typeof SaveCustomerMenuInput>;

/**
 * The links customers see: enabled ones, by sort order (ties keep the saved order), and only
 * http(s) ones, whatever was stored.
 */
export const customerMenuLinks = (items: readonly CustomerMenuItem[]): CustomerMenuLink[] =>
  items
    .map((item, position) => ({ item, position }))
    .filter(({ item }) => item.isEnabled && isPortalLinkUrl(item.url))
    .sort((a, b) => a.item.sortOrder - b.item.sortOrder || a.position - b.position)
    .map(({ item }) => ({ title: item.title, url: item.url }));
