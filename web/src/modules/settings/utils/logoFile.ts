import { settingsMessages as m } from '@detailing/schema/settings/messages';

/** 001 §2, §9: advice only; the server's own limit is larger (LOGO_MAX_BYTES). */
export const LOGO_SIZE_ADVICE = 'Recommended size: at most 2MB';

/**
 * Why a chosen file cannot be the logo or the login icon, or null: the browser judges by the
 * file's MIME type (001 §5); the server then judges the bytes themselves.
 */
export function logoFileProblem(file: { type: string }): string | null {
  return file.type.startsWith('image/') ? null : m.logoImageOnly;
}
