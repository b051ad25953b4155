import { CustomerMenuItemInput, customerMenuLinks } from '@detailing/schema/settings/customerMenu';
import { describe, expect, it } from 'vitest';
import { checkMenuItem, type MenuItemDraft, menuToSave, moved } from './menuForm';

const link = (changes: Partial<MenuItemDraft> = {}): MenuItemDraft => ({ title: 'Reviews', url: 'https://reviews.example/shine', isEnabled: true, ...changes });

describe('a customer menu link', () => {
  it('is kept trimmed', () => {
    expect(checkMenuItem(link({ title: ' Reviews ', url: ' https://reviews.example/shine ' }))).toEqual({ ok: true, item: link() });
  });

  it("needs a title and a URL: 'Title and URL are required'", () => {
    expect(checkMenuItem(link({ title: ' ' }))).toEqual({ ok: false, errors: { title: 'Title and URL are required' } });
    expect(checkMenuItem(link({ url: '' }))).toEqual({ ok: false, errors: { url: 'Title and URL are required' } });
  });

  it.each(['javascript:alert(1)', 'JavaScript://%0aalert(1)', 'data:text/html,hi', '//evil.example', '/relative', 'ftp://files.example'])(
    'refuses %s with the message on the URL',
    (url) => {
      expect(checkMenuItem(link({ url }))).toEqual({ ok: false, errors: { url: 'URL must be a full web address starting with http:// or https://' } });
    },
  );

  // The browser restates the server's rules without zod: on the same inputs it must say the same.
  it.each([link(), link({ title: '' }), link({ url: ' ' }), link({ url: 'javascript:alert(1)' }), link({ url: 'http://a' }), link({ url: 'https://x.example/a b' })])(
    'agrees with the server on %j',
    (item) => {
      const server = CustomerMenuItemInput.safeParse(item);
      const browser = checkMenuItem(item);
      expect(browser.ok).toBe(server.success);
      if (!browser.ok && !server.success) expect(Object.values(browser.errors)[0]).toBe(server.error.issues[0]!.message);
    },
  );
});

describe('the order of the links', () => {
  const list = ['a', 'b', 'c'];

  it('moves a link up or down one place, and nowhere past either end', () => {
    expect(moved(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(list, 0, -1)).toEqual(list);
    expect(moved(list, 2, 1)).toEqual(list);
  });

  it('saves each link with its place as its sort order, so customers see the enabled ones as listed', () => {
    const items = [link({ title: 'B', url: 'https://b.example' }), link({ title: 'Off', url: 'https://off.example', isEnabled: false }), link({ title: 'A', url: 'https://a.example' })];
    const saved = menuToSave(items);
    expect(saved.map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    expect(customerMenuLinks(saved).map((l) => l.title)).toEqual(['B', 'A']);
  });
});
