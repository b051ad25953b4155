/** The portal's pages; moving between them loads the page afresh (the app has no client router). */
export const portalPaths = { login: '/customer/login', dashboard: '/customer/dashboard' } as const;

/** Goes to a portal page in place of this one, so Back does not return to a page that would only redirect. */
export function goTo(path: (typeof portalPaths)[keyof typeof portalPaths]): void {
  window.location.replace(path);
}
