import { isPortalLinkUrl } from '@detailing/schema/settings/portalLink';
import { settingsMessages as m } from '@detailing/schema/settings/messages';

// The server's rules for a customer menu link (schema/settings/customerMenu.ts, 001 §5), restated
// without zod; a unit test holds them to the schema's on the same inputs. The server stays the
// judge of lengths and characters, and its refusals show on the fields.

/** A link as the Customer Menu tab edits it. */
export interface MenuItemDraft {
  title: string;
  url: string;
  isEnabled: boolean;
}

export type MenuItemErrors = Partial<Record<'title' | 'url', string>>;

/** The link to keep (trimmed), or the messages for its fields. */
export function checkMenuItem(draft: MenuItemDraft): { ok: true; item: MenuItemDraft } | { ok: false; errors: MenuItemErrors } {
  const title = draft.title.trim();
  const url = draft.url.trim();
  if (!title || !url) return { ok: false, errors: { ...(title ? {} : { title: m.menuItemRequired }), ...(url ? {} : { url: m.menuItemRequired }) } };
  if (!isPortalLinkUrl(url)) return { ok: false, errors: { url: m.menuUrlInvalid } };
  return { ok: true, item: { title, url, isEnabled: draft.isEnabled } };
}

/** The list with the entry at `index` moved one place up (-1) or down (+1); the same list at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The list as saved: each link's sort order is its place, so customers see them in the order shown. */
export const menuToSave = (items: readonly MenuItemDraft[]) => items.map((item, sortOrder) => ({ ...item, sortOrder }));
