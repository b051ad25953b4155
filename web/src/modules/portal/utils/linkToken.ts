let taken: string | null | undefined;

/**
 * The one-time sign-in token of a texted link (`?token=`), read once per page load. The address is
 * replaced at once, so the token stays in neither the history nor a bookmark.
 */
export function takeLinkToken(): string | null {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  taken = url.searchParams.get('token');
  if (taken !== null) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return taken || null;
}
