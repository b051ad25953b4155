import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { repoRoot } from './app.js';

/**
 * Debian's Chromium (never a downloaded browser), headless, with no background traffic. Its
 * contexts keep Playwright's 30 s bound on a wait: a wait ends as soon as its condition holds, so
 * the bound costs only failing tests, and a shorter one (8 s) was outrun by a page load on a
 * loaded CI machine.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

// Evaluated through DevTools, not added as a <script>: the page's policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once no finite CSS animation or transition is running (endless ones, such as a spinner,
 * never settle and are not waited for): what a person reads is the page at rest, not mid-fade.
 */
export async function animationsSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const endless = animation.effect?.getComputedTiming().endTime === Infinity;
        return endless || (animation.playState !== 'running' && !animation.pending);
      }),
    undefined,
    { polling: 'raf', timeout: timeoutMs },
  );
}

/**
 * Serious and critical axe-core findings on the page at rest. Axe measures colours as drawn, so
 * an element fading in (opacity below 1) would read as low contrast: it waits for animations to
 * end first. React Aria's hidden live announcer is left out: it briefly points at a dialog's
 * button after the dialog closed.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
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

/** Records each Content-Security-Policy refusal in the pages of `context` into `into` ("script-src blocked eval"). */
export async function collectCspRefusals(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeFunction('reportCspViolation', (text: string) => void into.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/** Signs in through the admin login gate as a person would: the gate's button, the dialog's two fields, Login. */
export async function signInThroughGate(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Admin Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  // Waits for the outcome: the shell's code loads after sign-in, and on a loaded machine that
  // outlasts a page's default wait. Wide, the shell shows the sidebar; narrow, the button that
  // opens it; a refused sign-in shows the 'Login failed' toast.
  const outcome = page
    .getByRole('navigation', { name: 'Main' })
    .or(page.getByRole('button', { name: 'Open navigation' }))
    .or(page.getByText('Login failed', { exact: true }));
  await outcome.first().waitFor({ timeout: 30_000 });
}

/**
 * Opens a narrow screen's navigation drawer from the header's button. There a toast shows over the
 * header (at the top of the screen, spec 000 §2), and it stays while the pointer rests on it; a
 * click aimed at the button through it would keep it there. So this waits for the toasts to go
 * first (5 s at most each), as a person would, who sees the toast over the button.
 */
export async function openNavigationDrawer(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
}

/** Where browser tests leave their screenshots, to be looked at (not compared). */
export const screenshotFolder = path.join(repoRoot, 'web', 'test-artifacts');

/**
 * Saves `<name>.png` under web/test-artifacts. A picture is evidence, not an assertion: a busy
 * machine gets 30 s to paint a long page rather than the page's action timeout.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: path.join(screenshotFolder, `${name}.png`), fullPage, timeout: 30_000 });
}
