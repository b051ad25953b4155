import { describe, expect, it } from 'vitest';
import { safeMenuLinks } from './safeMenuLinks';

describe('safeMenuLinks', () => {
  it('keeps http and https links in their order and drops any other scheme', () => {
    const links = [
      { title: 'Book again', url: 'https://example.com/book' },
      { title: 'Script', url: 'javascript:alert(1)' },
      { title: 'Data', url: 'data:text/html,<b>x</b>' },
      { title: 'Plain', url: 'http://example.com' },
      { title: 'Relative', url: '/customer/login' },
      { title: 'Mixed case', url: 'JavaScript:alert(1)' },
    ];
    expect(safeMenuLinks(links).map((l) => l.title)).toEqual(['Book again', 'Plain']);
  });
});
