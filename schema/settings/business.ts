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
