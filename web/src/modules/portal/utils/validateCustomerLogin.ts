import { portalLoginMessages as m } from '@detailing/schema/identity/portalLoginMessages';

export interface CustomerLoginValues {
  vehicleRego: string;
  email: string;
}

export type CustomerLoginErrors = Partial<Record<keyof CustomerLoginValues, string>>;

// The server's rule is the one that counts; this only spares a round trip for an obvious slip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 001 §5 "Customer login": a registration is required and the e-mail must look valid. */
export function validateCustomerLogin({ vehicleRego, email }: CustomerLoginValues): CustomerLoginErrors {
  const errors: CustomerLoginErrors = {};
  if (vehicleRego.trim() === '') errors.vehicleRego = m.vehicleRegoRequired;
  if (!EMAIL.test(email.trim())) errors.email = m.emailInvalid;
  return errors;
}
