import { createHash } from 'node:crypto';

/**
 * The only inline `<style>` elements the web app adds: React Aria writes these two rules into
 * <head> at run time (react-aria's usePress and, on iOS, usePreventScroll). The policy admits
 * them by hash rather than admitting every inline style; the Content-Security-Policy browser
 * test fails, naming the new hash, if an upgrade of React Aria changes them.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export const inlineStyleSources: readonly string[] = REACT_ARIA_STYLES.map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);
