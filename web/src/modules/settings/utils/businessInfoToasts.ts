import { settingsToasts } from '@detailing/schema/settings/messages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';

export const businessInfoToasts = {
  saved: { title: 'Business information saved' },
} as const;

/** 001 §8: 'Failed to save business information', with what the server said. */
export const businessInfoErrorToasts = {
  saveFailed: { title: settingsToasts.businessSaveFailed, description: (error) => error.message },
} satisfies Record<string, ErrorToastText>;
