import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), headless, with no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

// Evaluated through DevTools, not added as a <script>: the page's policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core findings on the page as it is now. React Aria's hidden live
 * announcer is left out: it briefly points at a dialog's button after the dialog closed.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { html: string }[] };
    type Context = { exclude: string[][] };
    const axe = (window as unknown as { axe: { run(context: Context): Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run({ exclude: [['[data-live-announcer]']] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(' | ')}`);
  });
}
