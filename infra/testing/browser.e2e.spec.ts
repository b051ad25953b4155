import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchChromium } from './browser.js';

let browser: Browser;
let page: Page;

// Black on white is readable; at opacity 0.3 it is grey on white, which axe reports.
const html = (body: string, css = '') =>
  `<!doctype html><html lang="en"><head><title>axe check</title><style>body { background: #fff; color: #000 } ${css}</style></head>` +
  `<body><main><h1>Check</h1>${body}</main></body></html>`;
const runningAnimations = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);

describe('accessibilityViolations in a real browser', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(() => browser?.close());

  it('reports text too faint to read as a serious colour-contrast finding', async () => {
    await page.setContent(html('<p style="opacity: 0.3">Photos uploaded successfully</p>'));
    expect(await accessibilityViolations(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\): .*Photos uploaded successfully/)]);
  });

  it('measures a fading-in element once the fade has ended, not at its faint start', async () => {
    await page.setContent(
      html(
        '<p class="toast">Photos uploaded successfully</p>',
        // Faint for the whole animation, then fully opaque: only a measurement after the end passes.
        '@keyframes enter { from { opacity: 0.3 } to { opacity: 0.3 } } .toast { animation: enter 1500ms }',
      ),
    );
    expect(await runningAnimations()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await runningAnimations()).toBe(0);
  });

  it('waits for a colour transition to end before measuring', async () => {
    await page.setContent(html('<p class="note">Booking saved</p>', '.note { transition: color 1500ms } .note.faint { color: #ccc }'));
    await page.evaluate(() => document.querySelector('.note')!.classList.add('faint'));
    await page.evaluate(() => getComputedStyle(document.querySelector('.note')!).color); // starts the transition
    expect(await runningAnimations()).toBe(1);
    // At rest the text is #ccc on white: the finding is the transition's end state, not its start.
    expect(await accessibilityViolations(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\): .*Booking saved/)]);
  });

  it('does not wait for an endless animation such as a spinner', async () => {
    await page.setContent(
      html('<div class="spinner" role="img" aria-label="Loading"></div>', '@keyframes spin { to { transform: rotate(1turn) } } .spinner { width: 1rem; height: 1rem; animation: spin 1s linear infinite }'),
    );
    expect(await runningAnimations()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
