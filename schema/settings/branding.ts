export const DEFAULT_COMPANY_NAME = 'Automotive Detailing';

/**
 * Branding (001 §3), what the admin login gate shows: the company name and the login icon (where
 * it is served, '' for none) with the name of the file it came from.
 */
export interface Branding {
  companyName: string;
  loginIcon: string;
  loginIconName: string;
}

export const defaultBranding: Branding = { companyName: DEFAULT_COMPANY_NAME, loginIcon: '', loginIconName: '' };
