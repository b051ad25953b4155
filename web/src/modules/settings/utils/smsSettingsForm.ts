import type { SmsSettingsInput } from '@/gql/graphql';

/** The SMS account as typed. The token field starts empty: the saved one is only ever shown masked. */
export interface SmsSettingsFormValues {
  accountSid: string;
  /** A new token typed in, or '' to keep the saved one. */
  authToken: string;
  fromNumber: string;
}

export type SmsSettingsField = keyof SmsSettingsFormValues;
export type SmsSettingsFormErrors = Partial<Record<SmsSettingsField, string>>;

/** The account as the server shows it (the token masked). */
export interface StoredSmsSettings {
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

export const smsSettingsFormFrom = (stored: StoredSmsSettings | null | undefined): SmsSettingsFormValues => ({
  accountSid: stored?.accountSid ?? '',
  authToken: '',
  fromNumber: stored?.fromNumber ?? '',
});

/**
 * What to save: the two plain fields trimmed; the token only when one was typed, so the saved token
 * is kept otherwise (the server also keeps it when sent back masked, which this never does).
 */
export function smsSettingsInput(values: SmsSettingsFormValues): SmsSettingsInput {
  const token = values.authToken.trim();
  return { accountSid: values.accountSid.trim(), fromNumber: values.fromNumber.trim(), ...(token ? { authToken: token } : {}) };
}

/**
 * 001 §5: a test needs the account id, the auth token and the from number. A field counts as
 * filled when it holds text, the token also when one is saved.
 */
export function missingSmsConfiguration(values: SmsSettingsFormValues, savedToken: string): boolean {
  return values.accountSid.trim() === '' || values.fromNumber.trim() === '' || (values.authToken.trim() === '' && savedToken === '');
}
