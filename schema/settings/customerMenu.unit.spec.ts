import { describe, expect, it } from 'vitest';
import { customerMenuLinks, isPortalLinkUrl, SaveCustomerMenuInput } from './customerMenu.js';

const problems = (input: unknown) => {
  const result = SaveCustomerMenuInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('isPortalLinkUrl', () => {
  it.each(['https://shine.example', 'http://shine.example/book?x=1#top', 'HTTPS://Shine.Example/Path'])('accepts %s', (url) => {
    expect(isPortalLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '/relative/path',
    'shine.example',
    '//shine.example/protocol-relative',
    'https:shine.example',
    'https://',
    'ftp://shine.example',
    'mailto:hi@shine.example',
    'https://shine .example',
    'https://shine.example/\tjavascript:',
    'java\nscript:alert(1)',
  ])('refuses %j', (url) => {
    expect(isPortalLinkUrl(url)).toBe(false);
  });
});

describe('SaveCustomerMenuInput', () => {
  it('takes { items } or the bare list, giving each item left without a sort order its place', () => {
    const items = [{ title: ' Website ', url: ' https://shine.example ' }, { title: 'Reviews', url: 'https://reviews.example', isEnabled: false, sortOrder: 7 }];
    const expected = {
      items: [
        { title: 'Website', url: 'https://shine.example', isEnabled: true, sortOrder: 0 },
        { title: 'Reviews', url: 'https://reviews.example', isEnabled: false, sortOrder: 7 },
      ],
    };
    expect(SaveCustomerMenuInput.parse({ items })).toEqual(expected);
    expect(SaveCustomerMenuInput.parse(items)).toEqual(expected);
  });

  it.each([
    [{ url: 'https://shine.example' }, 'items.0.title', 'Title and URL are required'],
    [{ title: 'Website', url: '  ' }, 'items.0.url', 'Title and URL are required'],
    [{ title: 'Website', url: null }, 'items.0.url', 'Title and URL are required'],
    [{ title: 'Website', url: 'javascript:alert(1)' }, 'items.0.url', 'URL must be a full web address starting with http:// or https://'],
    [{ title: 'Website', url: '/book' }, 'items.0.url', 'URL must be a full web address starting with http:// or https://'],
    [{ title: 'x'.repeat(201), url: 'https://shine.example' }, 'items.0.title', 'Title must be at most 200 characters'],
    [{ title: 'Long', url: `https://shine.example/${'x'.repeat(2030)}` }, 'items.0.url', 'URL must be at most 2048 characters'],
    [{ title: 'Website', url: 'https://shine.example', sortOrder: 1.5 }, 'items.0.sortOrder', 'Sort order must be a whole number from 0 to 9999'],
    [{ title: 'Website', url: 'https://shine.example', sortOrder: -1 }, 'items.0.sortOrder', 'Sort order must be a whole number from 0 to 9999'],
    [{ title: 'Website', url: 'https://shine.example', sortOrder: '2' }, 'items.0.sortOrder', 'Sort order must be a whole number from 0 to 9999'],
    [{ title: 'Website', url: 'https://shine.example', isEnabled: 'yes' }, 'items.0.isEnabled', 'Must be true or false'],
    ['not an item', 'items.0', 'Title and URL are required'],
  ])('refuses the item %j at %s with its message', (item, path, message) => {
    expect(problems({ items: [item] })).toEqual([{ path, message }]);
  });

  it('refuses more than 20 items, and anything other than a list', () => {
    const item = { title: 'Website', url: 'https://shine.example' };
    expect(problems({ items: Array.from({ length: 20 }, () => item) })).toEqual([]);
    expect(problems({ items: Array.from({ length: 21 }, () => item) })).toEqual([{ path: 'items', message: 'Menu items can have at most 20 entries' }]);
    expect(problems({ items: 'none' })).toEqual([{ path: 'items', message: 'Menu items must be a list of links' }]);
    expect(problems('none')).toEqual([{ path: '', message: 'Menu items must be a list of links' }]);
  });
});

describe('customerMenuLinks', () => {
  it('gives customers the enabled http(s) links by sort order, ties in the order saved, title and url only', () => {
    const links = customerMenuLinks([
      { title: 'Third', url: 'https://c.example', isEnabled: true, sortOrder: 5 },
      { title: 'Hidden', url: 'https://h.example', isEnabled: false, sortOrder: 0 },
      { title: 'First', url: 'https://a.example', isEnabled: true, sortOrder: 1 },
      { title: 'Script', url: 'javascript:alert(1)', isEnabled: true, sortOrder: 0 },
      { title: 'Second', url: 'http://b.example', isEnabled: true, sortOrder: 1 },
    ]);
    expect(links).toEqual([
      { title: 'First', url: 'https://a.example' },
      { title: 'Second', url: 'http://b.example' },
      { title: 'Third', url: 'https://c.example' },
    ]);
  });
});
