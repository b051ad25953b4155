import { portalLoginMessages } from '@detailing/schema/identity/portalLoginMessages';
import { demoAccountMessages as m } from '@detailing/schema/identity/demoAccountMessages';

export interface DemoRegistration {
  username: string;
  password: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
}

export interface DemoCredentials {
  username: string;
  password: string;
}

export type FormErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 001 §5 demo registration: username ≥ 3, password ≥ 6, full name ≥ 2, a valid e-mail; phone and address optional. */
export function validateDemoRegistration(form: DemoRegistration): FormErrors<DemoRegistration> {
  const errors: FormErrors<DemoRegistration> = {};
  if (form.username.trim().length < 3) errors.username = m.usernameTooShort;
  // The password counts as typed: spaces are characters of it.
  if (form.password.length < 6) errors.password = m.passwordTooShort;
  if (form.fullName.trim().length < 2) errors.fullName = m.fullNameRequired;
  if (!EMAIL.test(form.email.trim())) errors.email = m.emailInvalid;
  return errors;
}

/** 001 §5 demo login: both fields are required. */
export function validateDemoLogin(form: DemoCredentials): FormErrors<DemoCredentials> {
  const errors: FormErrors<DemoCredentials> = {};
  if (form.username.trim() === '') errors.username = m.usernameRequired;
  if (form.password === '') errors.password = m.passwordRequired;
  return errors;
}

/** The registration a signed-in demo account proves to see its bookings. */
export function validateVehicleRego(vehicleRego: string): string | undefined {
  return vehicleRego.trim() === '' ? portalLoginMessages.vehicleRegoRequired : undefined;
}

/** What `POST /api/customers/register` takes: trimmed text, the password as typed, blank optionals left out. */
export function registrationBody(form: DemoRegistration) {
  const phone = form.phone.trim();
  const address = form.address.trim();
  return {
    username: form.username.trim(),
    password: form.password,
    fullName: form.fullName.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
  };
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
