import type { CustomerMenuLink } from '@/modules/portal/api/portalTypes';

function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Only http and https links are rendered (issue 12): a `javascript:` or `data:` link never reaches an href. */
export function safeMenuLinks(links: readonly CustomerMenuLink[]): CustomerMenuLink[] {
  return links.filter((link) => link.title.trim() !== '' && isWebAddress(link.url.trim()));
}
