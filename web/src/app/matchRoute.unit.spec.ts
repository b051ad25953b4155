import { describe, expect, it } from 'vitest';
import { matchRoute } from './matchRoute';
import { notFoundPage, routes } from './routes';

describe('matchRoute', () => {
  it('serves the admin app at / and /admin', () => {
    expect(matchRoute('/')).toBe(routes['/']);
    expect(matchRoute('/admin')).toBe(routes['/']);
    expect(matchRoute('/admin/')).toBe(routes['/']);
  });

  it('knows every path of the 001 route table', () => {
    for (const path of ['/customer/login', '/customer-login', '/customer/dashboard', '/embed/booking', '/app', '/demo']) {
      expect(matchRoute(path)).not.toBe(notFoundPage);
    }
    expect(matchRoute('/customer-login')).toBe(matchRoute('/customer/login'));
  });

  it('answers not found for any other path', () => {
    expect(matchRoute('/nope')).toBe(notFoundPage);
    expect(matchRoute('/constructor')).toBe(notFoundPage);
    expect(matchRoute('/admin/extra')).toBe(notFoundPage);
  });
});
