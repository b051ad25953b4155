/** The portal's pages; moving between them loads the page afresh (the app has no client router). */
export const portalPaths = { login: '/customer/login', dashboard: '/customer/dashboard' } as const;

let leaving = false;

/**
 * Goes to a portal page in place of this one, so Back does not return to a page that would only
 * redirect. Once per page: a second call while it unloads (Sign Out's answer and the live socket's
 * close both say the session ended) would abort the first navigation for nothing. A page the
 * browser brings back from its cache (`pageshow`) may go again.
 */
export function goTo(path: (typeof portalPaths)[keyof typeof portalPaths]): void {
  if (leaving) return;
  leaving = true;
  window.addEventListener('pageshow', () => (leaving = false), { once: true });
  window.location.replace(path);
}
