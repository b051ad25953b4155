import { describe, expect, it } from 'vitest';
import { routes } from '../../web/src/app/routes';
import { isWebAppPage, WEB_APP_PAGES } from './staticAssets.js';

describe("the server's list of web app pages", () => {
  it("names exactly the paths of the web app's route table", () => {
    expect([...WEB_APP_PAGES].sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(['/', '/admin', '/admin/', '/demo', '/app//', '/customer-login'])('knows %s as a page', (path) => {
    expect(isWebAppPage(path)).toBe(true);
  });

  it.each(['/nope', '/admin/extra', '/constructor', '/index.html', '/demo.', '/APP'])('knows %s as no page', (path) => {
    expect(isWebAppPage(path)).toBe(false);
  });
});
