/** The theme choices of spec 000 §2; `system` follows prefers-color-scheme. */
export const themes = ['system', 'light', 'dark'] as const;

export type Theme = (typeof themes)[number];
