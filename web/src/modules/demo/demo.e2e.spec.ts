import { formatDateLong } from '@detailing/schema/settings/format';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '@detailing/infra/testing/browser';
import { browserJourney } from '@detailing/infra/testing/browserJourney';
import { HttpSession, startTestApp, type TestApp } from '@detailing/infra/testing/app';
import { createServices } from '@detailing/infra/testing/catalog';

let app: TestApp;
const journey = browserJourney({ baseUrl: () => app.url });
const { open, shot, toasts, adminCode, pageErrors } = journey;

async function fitsWidth(page: Page, width: number) {
  expect(await journey.scrollWidth(page)).toBeLessThanOrEqual(width);
}

describe('/demo and the not-found page in a real browser', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    app = await startTestApp();
    const admin = new HttpSession(app.url);
    await admin.login(app.adminUsername, app.adminPassword);
    const serviceIds = await createServices(admin, 1);
    // The customer a demo account with her e-mail links to, with one booking under her registration.
    const registered = await admin.graphql(`mutation ($input: CustomerInput!) { registerCustomer(input: $input) { id } }`, {
      input: { fullName: 'Dana Demo', email: 'dana@example.com', mobile: '0400 100 200', vehicleRego: 'DEMO42' },
    });
    expect(registered.json.errors, registered.text).toBeUndefined();
    const booking = await admin.request('POST', '/api/bookings', {
      fullName: 'Dana Demo',
      email: 'dana@example.com',
      mobile: '0400 100 200',
      vehicleRego: 'DEMO42',
      date: '2026-01-15',
      time: '10:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2025,
      serviceIds,
      notes: 'Demo visit',
    });
    expect(booking.status, booking.text).toBe(201);
    await journey.start();
  }, 180_000);

  afterAll(async () => {
    await journey.close();
    await app?.close();
  });

  it('registers, refusing each field with its §5 text first, then switches to Login with the username filled in', async () => {
    const { page, modules } = await open(1280);
    await page.goto('/demo');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Demo Account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Login', selected: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'demo-login-1280');

    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByRole('button', { name: 'Create Account' }).click();
    for (const text of ['Username must be at least 3 characters', 'Password must be at least 6 characters', 'Full name is required', 'Please enter a valid email']) {
      await expect.poll(() => register.getByText(text, { exact: true }).isVisible(), { message: text }).toBe(true);
    }
    // Focus goes to the first field to fix.
    await expect.poll(() => register.getByLabel('Username').evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'demo-register-errors-1280');

    await register.getByLabel('Username').fill('da');
    await register.getByLabel('Password').fill('12345');
    await register.getByLabel('Full name').fill('Dana Demo');
    await register.getByLabel('Email').fill('dana@example');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => register.getByText('Username must be at least 3 characters').isVisible()).toBe(true);
    await expect.poll(() => register.getByText('Password must be at least 6 characters').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => register.getByText('Please enter a valid email').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(register.getByText('Full name is required').count()).resolves.toBe(0);

    await register.getByLabel('Username').fill('dana');
    await register.getByLabel('Password').fill('secret-pass');
    await register.getByLabel('Email').fill('dana@example.com');
    await register.getByLabel('Phone (optional)').fill('0400 100 200');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toasts(page).getByText('Account created').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Login', selected: true }).isVisible()).toBe(true);
    const login = page.getByRole('form', { name: 'Login' });
    await expect(login.getByLabel('Username').inputValue()).resolves.toBe('dana');
    await expect.poll(() => login.getByLabel('Password').evaluate((e) => e === document.activeElement)).toBe(true);

    // The same username again: 'Registration failed' with the server's words.
    await page.getByRole('tab', { name: 'Register' }).click();
    await register.getByLabel('Username').fill('dana');
    await register.getByLabel('Password').fill('another-pass');
    await register.getByLabel('Full name').fill('Dana Again');
    await register.getByLabel('Email').fill('dana.again@example.com');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toasts(page).getByText('Registration failed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('That username is already taken').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(adminCode(await modules())).toEqual([]);
  });

  it('signs in, links a wrong then the right registration, shows the dashboard and signs out', async () => {
    const { page, modules } = await open(1280);
    await page.goto('/demo');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => login.getByText('Username is required').isVisible()).toBe(true);
    await expect.poll(() => login.getByText('Password is required').isVisible(), { timeout: 10_000 }).toBe(true);

    await login.getByLabel('Username').fill('dana');
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => toasts(page).getByText('Login failed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => toasts(page).getByText('Invalid username or password').isVisible(), { timeout: 10_000 }).toBe(true);

    await login.getByLabel('Password').fill('secret-pass');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Signed in as Dana Demo' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const link = page.getByRole('form', { name: 'Link your vehicle' });
    await link.getByLabel('Vehicle registration').fill('WRONG1');
    await link.getByRole('button', { name: 'Show My Bookings' }).click();
    await expect.poll(() => link.getByText('Invalid vehicle registration or email').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'demo-link-1280');

    // Typed as people do: lower case, with a space.
    await link.getByLabel('Vehicle registration').fill('demo 42');
    await link.getByRole('button', { name: 'Show My Bookings' }).click();
    await expect.poll(() => page.getByText('Vehicle: DEMO42').isVisible(), { timeout: 15_000 }).toBe(true);
    // The dashboard of the customer with the account's e-mail: her past booking is in History.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByText('Demo visit').or(page.getByText(formatDateLong('2026-01-15'))).first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'demo-dashboard-1280');

    // A reload keeps the session and the dashboard.
    await page.reload();
    await expect.poll(() => page.getByText('Vehicle: DEMO42').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => toasts(page).getByText('Signed out', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Login', selected: true }).isVisible()).toBe(true);
    expect((await page.request.get('/api/customer/me')).status()).toBe(401);
    expect(adminCode(await modules())).toEqual([]);
  });

  it('signs out of an account that is not linked yet', async () => {
    const session = new HttpSession(app.url);
    const created = await session.request('POST', '/api/customers/register', {
      username: 'lonely',
      password: 'lonely-pass',
      fullName: 'Lonely Person',
      email: 'lonely@example.com',
    });
    expect(created.status).toBe(201);
    const { page } = await open(1280);
    await page.goto('/demo');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Username').fill('lonely');
    await login.getByLabel('Password').fill('lonely-pass');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Signed in as Lonely Person' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => toasts(page).getByText('Signed out', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Login', selected: true }).isVisible()).toBe(true);
  });

  it('lays /demo out within a 375 px wide screen', async () => {
    const { page } = await open(375);
    await page.goto('/demo');
    await expect.poll(() => page.getByRole('tab', { name: 'Login' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await fitsWidth(page, 375);
    await shot(page, 'demo-login-375');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('Please enter a valid email').isVisible()).toBe(true);
    await fitsWidth(page, 375);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, 'demo-register-375');
  });

  it.each([375, 1280])('answers an unknown path with 404 and a not-found page whose link goes home (%i px)', async (width) => {
    const { page, modules } = await open(width);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(page.title()).resolves.toBe('Page not found');
    await expect(page.getByText(/Did you forget/).count()).resolves.toBe(0);
    await fitsWidth(page, width);
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, `notfound-${width}`);
    expect(adminCode(await modules())).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('button', { name: 'Admin Login' }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('raised no uncaught errors in any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
