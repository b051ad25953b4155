// Without zod: the Customer Menu tab checks links with it too.

// Whitespace and control characters: a browser drops some of them inside a URL, so what the
// admin sees would not be what the link opens.
const UNCLEAN = /[\s\u0000-\u001f\u007f-\u009f]/;

/**
 * A link the portal may render: an absolute http: or https: address with a host. Anything else
 * (`javascript:`, `data:`, a relative or protocol-relative path) could run script or go
 * somewhere other than it reads. The scheme is checked as written and as a browser parses it.
 */
export function isPortalLinkUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || UNCLEAN.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where the customer portal is served, from the App domain setting (`shine.example` or
 * `https://shine.example/`, as typed): `https://shine.example`. Null while the setting is empty.
 */
export function portalOrigin(appDomain: string): string | null {
  const domain = appDomain.trim().replace(/\/+$/, '');
  if (!domain) return null;
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** The portal's sign-in page, which a booking reminder links to (no sign-in token: a text may be read long after). */
export const PORTAL_LOGIN_PATH = '/customer/login';
