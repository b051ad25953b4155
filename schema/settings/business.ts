import { DEFAULT_TIME_ZONE } from './timeZone.js';

/** Business Info (001 §2, §3): the "From" block of invoices and quotes. */
export interface BusinessInfo {
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessAbn: string;
  appDomain: string;
}

export const defaultBusinessInfo: BusinessInfo = {
  businessName: 'Automotive Detailing',
  businessAddress: '',
  businessPhone: '',
  businessEmail: '',
  businessAbn: '',
  appDomain: '',
};

/**
 * The business settings group: Business Info and the business time zone (an IANA name), in which
 * "today", weeks, report ranges, calendar exports and invoice dates are reckoned.
 */
export interface BusinessSettings extends BusinessInfo {
  timeZone: string;
}

export const defaultBusinessSettings: BusinessSettings = { ...defaultBusinessInfo, timeZone: DEFAULT_TIME_ZONE };

/** The "From" block alone, as an invoice keeps a copy of it. */
export const businessInfoOf = ({ businessName, businessAddress, businessPhone, businessEmail, businessAbn, appDomain }: BusinessInfo): BusinessInfo => ({
  businessName,
  businessAddress,
  businessPhone,
  businessEmail,
  businessAbn,
  appDomain,
});
