/** What Business Info says when it saved; a failure says 001 §8's 'Failed to save business information' (useSettingsSave). */
export const businessInfoToasts = {
  saved: { title: 'Business information saved' },
} as const;
