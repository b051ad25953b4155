import { createContext } from 'react';
import type { Theme } from './Theme';

export interface ThemeContextValue {
  theme: Theme;
  setTheme(theme: Theme): void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
