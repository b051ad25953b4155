export const DEFAULT_COMPANY_NAME = 'Automotive Detailing';

export interface Branding {
  companyName: string;
  loginIcon: string;
}

export const defaultBranding: Branding = { companyName: DEFAULT_COMPANY_NAME, loginIcon: '' };
