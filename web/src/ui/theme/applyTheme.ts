import type { Theme } from './Theme';

const darkQuery = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

/** Puts the resolved theme on the document root as a class and a data attribute. */
export function applyTheme(theme: Theme): 'light' | 'dark' {
  const resolved = theme === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : theme;
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.dataset.theme = resolved;
  return resolved;
}

export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
