import { defaultBranding } from '@detailing/schema/settings/branding';
import { apiRequest } from '@/utils/apiRequest';

/** What the login gate and the shell show: the company name, and the icon of the gate ('' for the default one). */
export interface ShownBranding {
  companyName: string;
  /** The login icon; else the company logo; else ''. */
  icon: string;
}

export const defaultShownBranding: ShownBranding = { companyName: defaultBranding.companyName, icon: '' };

/**
 * GET /api/settings/branding and /api/settings/logo (both public): the gate shows the login
 * icon, or the company logo when there is none (001 "Admin login gate": "the company logo (or
 * a default icon)"). On failure the defaults stay and the error is only logged (001 §8).
 */
export async function fetchBranding(): Promise<ShownBranding> {
  const [branding, logo] = await Promise.all([
    apiRequest<{ companyName?: string; loginIcon?: string } | null>('GET', '/api/settings/branding').catch((error: unknown) => {
      console.error('Failed to load branding settings', error);
      return null;
    }),
    apiRequest<{ logoUrl?: string } | null>('GET', '/api/settings/logo').catch((error: unknown) => {
      console.error('Failed to load logo', error);
      return null;
    }),
  ]);
  return {
    companyName: branding?.companyName || defaultBranding.companyName,
    icon: branding?.loginIcon || logo?.logoUrl || '',
  };
}
