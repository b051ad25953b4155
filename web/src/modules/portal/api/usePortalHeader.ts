import { safeMenuLinks } from '@/modules/portal/utils/safeMenuLinks';
import { PortalHeaderQuery } from './portalOperations';
import type { CustomerMenuLink } from './portalTypes';
import { usePortalQuery } from './usePortalQuery';

const none: CustomerMenuLink[] = [];

/**
 * The header's business name and logo (`portalBranding`), the business phone, and the admin-configured links
 * (`customerMenu`, only http and https kept). A failure leaves the defaults: company data load
 * failure is silent (001 §8).
 */
export function usePortalHeader() {
  const { data } = usePortalQuery(PortalHeaderQuery);
  return {
    businessName: data?.portalBranding.businessName ?? '',
    logoUrl: data?.portalBranding.logoUrl ?? null,
    /** Who to call about a booking that can no longer be changed online ('' until the business saves it). */
    businessPhone: data?.portalBranding.businessPhone ?? '',
    menuLinks: data ? safeMenuLinks(data.customerMenu) : none,
  };
}
