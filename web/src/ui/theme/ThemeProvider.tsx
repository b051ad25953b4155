import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { applyTheme, watchSystemTheme } from './applyTheme';
import type { Theme } from './Theme';
import { ThemeContext } from './ThemeContext';
import { themeStorage } from './themeStorage';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => themeStorage.read());

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme]);

  const value = useMemo(
    () => ({
      theme,
      setTheme(next: Theme) {
        themeStorage.write(next);
        setThemeState(next);
      },
    }),
    [theme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
