import { type Theme, themes } from './Theme';

/** The local storage key the spec names (000 §2). */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export const themeStorage = {
  read(): Theme {
    try {
      const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
      return themes.find((t) => t === stored) ?? 'system';
    } catch {
      return 'system';
    }
  },
  write(theme: Theme): void {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  },
};
