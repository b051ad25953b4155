import { afterEach, describe, expect, it, vi } from 'vitest';

/** A window with just what `goTo` touches: where it went, and its pageshow listeners to fire. */
function fakeWindow() {
  const pageshow: (() => void)[] = [];
  const win = {
    location: { replace: vi.fn() },
    addEventListener: (type: string, listener: () => void) => type === 'pageshow' && pageshow.push(listener),
  };
  vi.stubGlobal('window', win);
  return { replace: win.location.replace, restoredFromCache: () => pageshow.splice(0).forEach((l) => l()) };
}

describe('goTo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('navigates once per page: a second call while the first unloads the page does nothing', async () => {
    const { replace } = fakeWindow();
    const { goTo, portalPaths } = await import('./portalNavigation');
    goTo(portalPaths.login);
    goTo(portalPaths.login);
    goTo(portalPaths.dashboard);
    expect(replace.mock.calls).toEqual([['/customer/login']]);
  });

  it('goes again on a page the browser brought back from its cache', async () => {
    const { replace, restoredFromCache } = fakeWindow();
    const { goTo, portalPaths } = await import('./portalNavigation');
    goTo(portalPaths.dashboard);
    restoredFromCache();
    goTo(portalPaths.login);
    expect(replace.mock.calls).toEqual([['/customer/dashboard'], ['/customer/login']]);
  });
});
