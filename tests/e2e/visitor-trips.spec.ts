import { expect, test, type Locator, type Page } from '@playwright/test';
import { createDb, type Db } from '../../db/client';
import { messages } from '../../src/lib/messages';
import { penaltyMessages } from '../../src/lib/messages-calculators';
import { toastWith } from './support/back-office';
import { E2E_DATABASE_URL } from './support/e2e-env';
import { islandHydrated, startUsing } from './support/forms';
import { fillContactForm } from './support/lead-forms';

/**
 * What a careful visitor tripped on (ADR 42), each walked as that visitor: on a slow connection (scripts held back
 * until the visitor has acted), with scripts blocked, with the keyboard only, at 1280 and 375 px.
 */

let db: Db;
test.beforeAll(async () => {
  db = await createDb({ url: E2E_DATABASE_URL });
});
test.afterAll(() => db.close());

const unique = (label: string) => `e2e-visitor-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** Holds every script of the site until the returned function is called: a connection slower than the visitor. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js(\?.*)?$/, async (route) => {
    await gate;
    // The page that asked may have gone (a form submitted meanwhile): its request has nothing left to answer.
    await route.continue().catch(() => {});
  });
  return release;
}

const paymentResults = (page: Page) => page.locator('section[aria-labelledby="payment-results-heading"]');

test.describe('1. the payment calculator keeps the amount typed', () => {
  test('Enter pressed before the scripts arrive: the send waits for the island, which computes the typed amount under the shareable address', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/mortgage-calculator', { waitUntil: 'commit' });
    await page.locator('#payment-amount').fill('300000');
    await page.locator('#payment-amount').press('Enter');
    // The send is held for the island (ADR 58): the page stays, nothing is lost.
    await expect(page).toHaveURL(/\/mortgage-calculator/);
    release();
    await expect(paymentResults(page)).toContainText('$300,000.00', { timeout: 20_000 });
    await expect(page.locator('#payment-amount')).toHaveValue('300000');
    // The address becomes the calculator's own scenario (a link worth sharing), not the form's field names.
    await expect(page).toHaveURL(/[?&]amount=300000/);
    expect(page.url()).not.toContain('payment-amount');
  });

  test.describe('with scripts blocked', () => {
    test.use({ javaScriptEnabled: false });
    test('the submission carries the typed amount to the answer page, and the page says its figures are an example', async ({ page }) => {
      await page.goto('/mortgage-calculator');
      // Playwright's text selectors skip <noscript>, so the note is found by where it is.
      await expect(page.locator('main noscript p').first()).toHaveText(messages.calculators.needsJavaScript);
      await page.locator('#payment-amount').fill('300000');
      await page.locator('#payment-amount').press('Enter');
      await expect(page).toHaveURL(/\/api\/calculators\/payment\?.*payment-amount=300000/);
      await expect(page.getByText('$300,000.00')).toBeVisible();
    });
  });
});

test('2. a tap on the home page’s Variable tab before the scripts arrive is kept', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const table = page.getByTestId('rates-table');
  // Before hydration the tabs are plain links to their panels (ADR 58).
  await table.getByRole('link', { name: 'Variable' }).click();
  release();
  await islandHydrated(page, table);
  await expect(table.getByRole('tab', { name: 'Variable' })).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await table.getByRole('tab', { name: 'Variable' }).getAttribute('id'))!);
});

/**
 * The focused element is wholly inside the part of the window that neither the sticky header nor the floating chat
 * launcher covers. Polled: the browser may take a frame to scroll to a newly focused element.
 */
async function expectFocusInClearView(page: Page, where: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return 'nothing focused';
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return 'ok';
          const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const label = `${el.tagName.toLowerCase()}#${el.id || el.getAttribute('name') || el.textContent?.trim().slice(0, 30)}`;
          if (r.top < headerBottom - 0.5) return `${label} under the header (${Math.round(r.top)} < ${Math.round(headerBottom)})`;
          if (r.bottom > window.innerHeight + 0.5) return `${label} below the window`;
          const launcher = document.querySelector<HTMLElement>('#chat-widget-root > button');
          if (launcher && launcher !== el && getComputedStyle(launcher).visibility !== 'hidden') {
            const c = launcher.getBoundingClientRect();
            if (r.right > c.left && r.left < c.right && r.bottom > c.top && r.top < c.bottom) return `${label} under the chat button`;
          }
          return 'ok';
        }),
      { message: where, timeout: 3_000 },
    )
    .toBe('ok');
}

const inside = (form: Locator) => form.evaluate((f) => f.contains(document.activeElement));

/** Shift+Tab from the form's last control to its first, then Tab back down, checking each stop. */
async function walkForm(page: Page, form: Locator, where: string): Promise<void> {
  await form.evaluate((f) => {
    const controls = [...f.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]')].filter(
      (c) => c.tabIndex >= 0 && !c.hasAttribute('disabled') && c.getClientRects().length > 0,
    );
    controls.at(-1)?.focus();
  });
  let stops = 0;
  while ((await inside(form)) && stops < 60) {
    await expectFocusInClearView(page, `${where}, Shift+Tab stop ${stops}`);
    await page.keyboard.press('Shift+Tab');
    stops += 1;
  }
  expect(stops, `${where}: stops walked back`).toBeGreaterThan(1);
  await page.keyboard.press('Tab');
  let forward = 0;
  while ((await inside(form)) && forward < 60) {
    await expectFocusInClearView(page, `${where}, Tab stop ${forward}`);
    await page.keyboard.press('Tab');
    forward += 1;
  }
}

/** Every public form, by a selector that holds inside its island; the rate-alert, contact and newsletter forms have none (plain HTML and a page script, ADR 54). */
const PUBLIC_FORMS: { path: string; form: string; island: boolean }[] = [
  { path: '/contact', form: 'form:has(#contact-email)', island: false },
  { path: '/newsletter', form: 'form:has(#newsletter-email)', island: false },
  { path: '/become-broker', form: 'form:has(#agent-app-email)', island: true },
  { path: '/applications', form: 'form:has(#application-email)', island: true },
  { path: '/mortgage-calculator', form: 'form:has(#payment-amount)', island: true },
  { path: '/affordability-calculator', form: 'form:has(#afford-annualIncome)', island: true },
  { path: '/land-transfer-tax-calculator', form: 'form:has(#ltt-price)', island: true },
  { path: '/cash-to-close-calculator', form: 'form:has(#close-amortization)', island: true },
  { path: '/prepayment-penalty-calculator', form: 'form:has(#penalty-balance)', island: true },
  { path: '/rates', form: '[data-testid="rate-alert-form"]', island: false },
];

/** The widths focus is checked at: each test loads its page once at the first and resizes it to the second. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;
const AT_WIDTHS = VIEWPORTS.map((v) => v.width).join(' and ');

/** Scrolls the page top to bottom at `viewport`, 120 px at a time, expecting `covered` to name nothing at each step. */
async function expectNothingCoveredWhileScrolling(page: Page, viewport: { width: number; height: number }, covered: () => Promise<unknown[]>) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < bottom; y += 120) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await expect.poll(covered, { message: `scrolled to ${y} at ${viewport.width} px`, timeout: 2_000 }).toEqual([]);
  }
}

test.describe('3. focus stays in clear view', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]);
  });

  for (const { path, form: selector, island } of PUBLIC_FORMS) {
    test(`${path}: Shift+Tab and Tab through the form at ${AT_WIDTHS} px`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator(selector);
      // The island takes over at the first focus and renders again (ADR 30): walk the form it owns.
      if (island) await islandHydrated(page, form);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await walkForm(page, form, `${path} at ${viewport.width} px`);
      }
    });
  }

  test(`the footer's links at ${AT_WIDTHS} px: none under the chat button, the last ones included`, async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByTestId('site-footer');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await footer.getByRole('link').first().focus();
      const links = await footer.getByRole('link').count();
      for (let i = 0; i < links; i += 1) {
        await expectFocusInClearView(page, `footer link ${i} at ${viewport.width} px`);
        await page.keyboard.press('Tab');
      }
    }
  });

  test(`/rates at ${AT_WIDTHS} px: the chat button covers no rate, wherever the page is scrolled`, async ({ page }) => {
    await page.goto('/rates');
    const table = page.getByTestId('rates-table');
    const coveredRates = () =>
      page.evaluate(() => {
        const launcher = document.querySelector<HTMLElement>('#chat-widget-root > button');
        if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return [];
        const c = launcher.getBoundingClientRect();
        return [...document.querySelectorAll('[data-testid="rates-table"] td')]
          .filter((cell) => /%$/.test(cell.textContent?.trim() ?? ''))
          .filter((cell) => {
            const r = cell.getBoundingClientRect();
            return r.right > c.left && r.left < c.right && r.bottom > c.top && r.top < c.bottom;
          })
          .map((cell) => cell.textContent);
      });
    for (const viewport of VIEWPORTS) {
      await expectNothingCoveredWhileScrolling(page, viewport, coveredRates);
      // Scrolled past, the button is back for whoever wants it.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(page.locator('#chat-widget-root > button'), `at ${viewport.width} px`).toBeVisible();
      await expect(table).toHaveCount(1);
    }
  });

  test(`/mortgage-calculator at ${AT_WIDTHS} px: the chat button covers no figure of the amortization table`, async ({ page }) => {
    await page.goto('/mortgage-calculator');
    const schedule = page.getByRole('table', { name: 'Amortization schedule by year' });
    await expect(schedule).toBeVisible();
    const coveredCells = () =>
      page.evaluate(() => {
        const launcher = document.querySelector<HTMLElement>('#chat-widget-root > button');
        if (!launcher || getComputedStyle(launcher).visibility === 'hidden') return [];
        const c = launcher.getBoundingClientRect();
        const box = document.querySelector('section[aria-labelledby="schedule-heading"]')!.getBoundingClientRect();
        return [...document.querySelectorAll('section[aria-labelledby="schedule-heading"] td')]
          .filter((cell) => {
            // Only what shows: a cell scrolled sideways out of its box is hidden, not covered.
            const r = cell.getBoundingClientRect();
            const left = Math.max(r.left, box.left);
            const right = Math.min(r.right, box.right);
            return right > c.left && left < c.right && r.bottom > c.top && r.top < c.bottom;
          })
          .map((cell) => cell.textContent);
      });
    for (const viewport of VIEWPORTS) {
      await expectNothingCoveredWhileScrolling(page, viewport, coveredCells);
    }
  });
});

test.describe('4. the rate-alert form keeps every answer', () => {
  const fillOutOfRange = async (page: Page, email: string) => {
    const form = page.getByTestId('rate-alert-form');
    await form.getByLabel('Province').selectOption('Alberta');
    await form.getByLabel('Term and type').selectOption('3-fixed');
    await form.locator('#rate-alert-threshold').fill('40');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel(/Yes, email me rate alerts/).check();
    await form.getByRole('button', { name: messages.rateAlerts.submit }).click();
  };
  const expectEveryAnswer = async (page: Page, email: string) => {
    const form = page.getByTestId('rate-alert-form');
    await expect(form.getByLabel('Province')).toHaveValue('Alberta');
    await expect(form.getByLabel('Term and type')).toHaveValue('3-fixed');
    await expect(form.locator('#rate-alert-threshold')).toHaveValue('40');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByLabel(/Yes, email me rate alerts/)).toBeChecked();
    expect((await db.execute({ sql: 'SELECT count(*) AS n FROM rate_alerts WHERE email = ?', args: [email] })).rows[0]!.n).toBe(0);
  };

  test("with JavaScript, a threshold out of range: nothing leaves the page, every answer stays and the range is shown as the field's error", async ({
    page,
  }) => {
    const email = unique('alert-range');
    await page.goto('/rates');
    const form = page.getByTestId('rate-alert-form');
    const hint = form.locator('#rate-alert-threshold-hint');
    const calmColour = await hint.evaluate((el) => getComputedStyle(el).color);
    await fillOutOfRange(page, email);
    await expect(page).toHaveURL(/\/rates$/);
    await expectEveryAnswer(page, email);
    // The range, visible in the page and tied to the field, in the error's colour once the field is left invalid.
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText(messages.rateAlerts.thresholdInvalid);
    await expect(form.locator('#rate-alert-threshold')).toHaveAttribute('aria-describedby', 'rate-alert-threshold-hint');
    expect(await form.locator('#rate-alert-threshold').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    expect(await hint.evaluate((el) => getComputedStyle(el).color)).not.toBe(calmColour);
  });

  test.describe('with scripts blocked', () => {
    test.use({ javaScriptEnabled: false });
    // No HTML attribute can check the rate only while "at or below" is ticked (ADR 42): the server answers with the
    // form refilled and the range written beside the field (ADR 48).
    test('a threshold out of range comes back from the server with every answer and the range beside the field', async ({ page }) => {
      const email = unique('alert-range-nojs');
      await page.goto('/rates');
      await fillOutOfRange(page, email);
      await expectEveryAnswer(page, email);
      const threshold = page.getByTestId('rate-alert-form').locator('#rate-alert-threshold');
      await expect(threshold).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await threshold.getAttribute('aria-describedby')}`)).toHaveText(messages.rateAlerts.thresholdInvalid);
    });
  });

  test('"at or below" with no rate: the browser asks for one before anything is sent', async ({ page }) => {
    await page.goto('/rates');
    const form = page.getByTestId('rate-alert-form');
    await form.getByRole('textbox', { name: 'Email' }).fill(unique('alert-empty'));
    await form.getByLabel(/Yes, email me rate alerts/).check();
    await form.getByRole('button', { name: messages.rateAlerts.submit }).click();
    await expect(page).toHaveURL(/\/rates$/);
    await expect(form.locator('#rate-alert-threshold')).toBeFocused();
    // "Any drop" needs no rate.
    await form.getByLabel(messages.rateAlerts.anyDrop).check();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
  });

  test('the same alert sent twice is one alert and one email', async ({ page }) => {
    const email = unique('alert-twice');
    for (let i = 0; i < 2; i += 1) {
      await page.goto('/rates');
      const form = page.getByTestId('rate-alert-form');
      await form.locator('#rate-alert-threshold').fill('3.75');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByLabel(/Yes, email me rate alerts/).check();
      await form.getByRole('button', { name: messages.rateAlerts.submit }).click();
      await expect(page.locator('#rate-alert-result-sent')).toBeVisible();
    }
    const count = async (sql: string) => Number((await db.execute({ sql, args: [email] })).rows[0]!.n);
    expect(await count('SELECT count(*) AS n FROM rate_alerts WHERE email = ?')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM email_outbox WHERE lower(to_address) = ?')).toBe(1);
  });
});

test('5. affordability starts heat and property tax at visible estimates, and congratulates no one at zero income', async ({ page }) => {
  await page.goto('/affordability-calculator');
  const form = page.locator('form:has(#afford-annualIncome)');
  await expect(form.getByLabel('Heat and electricity (monthly)')).toHaveValue('150');
  await expect(form.getByLabel('Annual property taxes')).toHaveValue('3900');
  await expect(form.getByText(messages.calculators.affordabilityHints.heating)).toBeVisible();
  await expect(form.getByText(messages.calculators.affordabilityHints.propertyTaxes)).toBeVisible();
  const results = page.getByRole('region', { name: 'Affordability results' });
  await expect(results).toContainText('$325,166');

  await islandHydrated(page, form);
  await form.getByLabel('Annual income', { exact: true }).fill('0');
  await expect(results).toContainText(messages.calculators.affordabilityNoRoom);
  await expect(results).not.toContainText(messages.calculators.affordabilityResult);
  await form.getByLabel('Annual income', { exact: true }).fill('15000');
  await expect(results).not.toContainText(messages.calculators.affordabilityResult);
  await form.getByLabel('Annual income', { exact: true }).fill('100000');
  await expect(results).toContainText(messages.calculators.affordabilityResult);
});

test("6. the penalty verdict compares with the visitor's own kind of rate, and names it", async ({ page }) => {
  const body = (await (await page.request.get('/api/rates')).json()) as {
    rates: { province: string; term: string; rate_type: string; mortgage_type: string; our_rate: number }[];
  };
  const threeYear = (type: string) =>
    Math.min(
      ...body.rates
        .filter((r) => r.province === 'Ontario' && r.rate_type === 'fixed' && /^3 year/i.test(r.term) && r.mortgage_type === type)
        .map((r) => r.our_rate),
    );
  const conventional = threeYear('Conventional');
  const insured = threeYear('High-Ratio');
  expect(insured).toBeLessThan(conventional);

  await page.goto('/prepayment-penalty-calculator');
  const form = page.getByRole('form', { name: 'Prepayment penalty calculator' });
  await islandHydrated(page, form);
  const comparedWith = page.getByTestId('penalty-compared-with');
  await expect(form.getByLabel("Today's 3-year fixed rate")).toHaveValue(String(conventional));
  await expect(comparedWith).toHaveText(penaltyMessages.comparedWith(penaltyMessages.comparedWithSite(3, 'Conventional'), `${conventional.toFixed(2)}%`));
  await form.getByLabel(penaltyMessages.insured).check();
  await expect(form.getByLabel("Today's 3-year fixed rate")).toHaveValue(String(insured));
  await expect(comparedWith).toContainText('an insured mortgage');
  await form.getByLabel("Today's 3-year fixed rate").fill('4.5');
  await expect(comparedWith).toHaveText(penaltyMessages.comparedWith(penaltyMessages.comparedWithTyped, '4.50%'));
});

test.describe('8. the contact form says each thing once', () => {
  async function fill(page: Page, email: string) {
    await page.goto('/contact');
    const form = page.locator('main form');
    await startUsing(form);
    await fillContactForm(form, { first: 'Ola', last: 'Once', email, phone: '416-555-0123', comments: 'Just once, please.' });
    return form;
  }
  const consentError = (form: Locator) => form.getByText(messages.contact.consentRequired);
  /** Counted once the form has rendered its answer, without retrying: the toast leaving later must not hide a double. */
  async function expectShownOnce(page: Page, text: string) {
    await page.waitForTimeout(500);
    expect(await page.getByText(text).count()).toBe(1);
  }

  test('no consent error before the first submit, none beside a ticked box; success shown once', async ({ page }) => {
    const form = await fill(page, unique('contact-once'));
    // Tabbing past the box unticked is not a mistake yet.
    await form.getByLabel(/I consent/).focus();
    await page.keyboard.press('Tab');
    await expect(consentError(form)).toHaveCount(0);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(consentError(form)).toBeVisible();
    await expect(toastWith(page, messages.contact.consentRequired)).toHaveCount(0);
    await form.getByLabel(/I consent/).check();
    await expect(consentError(form)).toHaveCount(0);
    await expect(page.getByText(messages.contact.consentRequired)).toHaveCount(0);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('contact-result-shown')).toHaveText(messages.contact.success);
    await expectShownOnce(page, messages.contact.success);
  });

  test('a failure on our side is shown once', async ({ page }) => {
    await page.route('**/api/leads/contact', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }));
    const form = await fill(page, unique('contact-fail'));
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toastWith(page, messages.contact.failure)).toBeVisible();
    await expectShownOnce(page, messages.contact.failure);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).not.toHaveValue('');
  });

  test.describe('after a post made without JavaScript', () => {
    test('the consent outcome goes once the box is ticked', async ({ page }) => {
      await page.goto('/contact?x=1#contact-result-consent');
      const form = page.locator('main form');
      await expect(page.locator('#contact-result-consent')).toBeVisible();
      await startUsing(form);
      await form.getByLabel(/I consent/).check();
      await expect(page.getByText(messages.contact.consentRequired)).toHaveCount(0);
    });
  });
});
