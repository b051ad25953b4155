import { type Branding, defaultBranding } from '@detailing/schema/settings/branding';
import { apiRequest } from '@/utils/apiRequest';

/** GET /api/settings/branding; on failure the defaults stay and the error is logged (000 §7). */
export async function fetchBranding(): Promise<Branding> {
  try {
    const answer = await apiRequest<Partial<Branding> | null>('GET', '/api/settings/branding');
    return {
      companyName: answer?.companyName || defaultBranding.companyName,
      loginIcon: answer?.loginIcon ?? defaultBranding.loginIcon,
    };
  } catch (error) {
    console.error('Failed to load branding settings', error);
    return defaultBranding;
  }
}
