import { expect, type Page, test } from '@playwright/test';
import { images, pdf } from '../helpers/upload-fixtures';
import { signInThroughPage, forgetSession } from './support/auth';
import { openSuperAdminTab, waitForLiveSite, newestToast } from './support/back-office';
import { ACCOUNTS } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

/**
 * As a new user would: the super admin creates an agent; the agent signs in with the new password, fills
 * every profile tab with images and a PDF, changes the slug, and sees it all on the public page after the rebuild
 * (the old address answers 301). Product messages (taken email, empty and taken slug, bad URLs) and axe on both panels (docs/product/back-office-agents.md#profile-slug).
 */
const stamp = () => `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(images.png) });

async function openDashboardTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

/** Fills an image field by uploading a file; answers the stored address the form now holds. */
async function upload(page: Page, label: string, uploadLabel: string, file: string): Promise<string> {
  await page.getByLabel(uploadLabel).setInputFiles(png(file));
  const input = page.getByLabel(label, { exact: true });
  await expect(input).toHaveValue(/^\/uploads\/agent-/);
  return input.inputValue();
}

test.describe('back-office agents', () => {
  test.describe.configure({ timeout: 300_000 });

  test('create an agent, who fills every tab, changes the slug and sees the public page follow', async ({ page }) => {
    const id = stamp();
    const name = `Eve Agent ${id}`;
    const email = `eve-${id}@e2e.test`;
    const password = `pass-${id}-word`;
    const oldSlug = `eveagent${id}`;
    const newSlug = `evee2e${id}`;

    // The super admin: the create dialog's required fields, then the agent's card (newest first).
    await openSuperAdminTab(page, 'agents');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create Agent' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Full name is required.')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Full name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(newestToast(page)).toContainText('Agent created successfully');
    // Newest first; later steps find the card by name, since another test may add an agent meanwhile.
    await expect(page.getByTestId('agent-card').first()).toContainText(name);
    const card = page.getByTestId('agent-card').filter({ hasText: name });
    await expect(card).toContainText('Active');
    await expect(card.getByRole('link', { name: `View page of ${name} (opens in a new tab)` })).toHaveAttribute('href', `/agents/${oldSlug}`);

    // The same email again: the dialog says it is taken, under the field too.
    await page.getByRole('button', { name: 'Create Agent' }).click();
    dialog = page.getByRole('dialog', { name: 'Create Agent' });
    await dialog.getByLabel('Full name').fill(`${name} Twin`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists.');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // What was typed is not thrown away silently: Cancel asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();

    // The edit dialog: four tabs; axe with it open.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByRole('tab')).toHaveText(['Basic Info', 'Social Links', 'App Links', 'SEO']);
    await edit.getByRole('tab', { name: 'SEO' }).click();
    await expect(edit.getByTestId('live-seo_settings.meta_title')).toHaveText('0/60 characters');
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The new agent signs in with the new password.
    await forgetSession(page);
    await signInThroughPage(page, email, password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await expect(page.getByRole('link', { name: /View My Page/ })).toHaveAttribute('href', `/agents/${oldSlug}`);

    // Profile: bad URL, empty slug and a taken slug show the product's messages; then every field with images (docs/product/back-office-agents.md#profile-slug).
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await page.getByLabel('Phone').fill('(416) 555-0123');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await page.getByLabel('Bio').fill(`Helping Ontario families since 2010. ${id}`);
    await page.getByLabel('Calendly link').fill('calendly.com/eve');
    await page.getByLabel('Profile slug').fill('!!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a full address starting with https://')).toBeVisible();
    await expect(page.getByText('Profile slug cannot be empty')).toBeVisible();
    await page.getByLabel('Calendly link').fill(`https://calendly.com/eve-${id}`);
    await page.getByLabel('Profile slug').fill(ACCOUNTS.agent.name);
    await expect(page.getByTestId('live-profile_slug')).toHaveText('Your page address: /agents/alexagent');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This profile URL is already taken', { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Profile slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(newestToast(page)).toContainText('This profile URL is already taken');
    await page.getByLabel('Profile slug').fill(`Eve-E2E ${id.toUpperCase()}`);
    await expect(page.getByTestId('live-profile_slug')).toHaveText(`Your page address: /agents/${newSlug}`);
    const headshot = await upload(page, 'Headshot', 'Upload headshot', 'eve.png');
    const banner = await upload(page, 'Banner image', 'Upload banner', 'banner.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Profile updated successfully');
    await expect(page.getByLabel('Profile slug')).toHaveValue(newSlug);
    await expect(page.getByRole('link', { name: /View My Page/ })).toHaveAttribute('href', `/agents/${newSlug}`);
    await expect(page.getByTestId('rebuild-state')).toBeVisible();

    await openDashboardTab(page, 'Customize Page');
    const background = await upload(page, 'Background image', 'Upload background image', 'background.png');
    await upload(page, 'Agent logo', 'Upload logo', 'logo.png');
    await upload(page, 'Badge 1', 'Upload badge 1', 'badge-1.png');
    await upload(page, 'Badge 2', 'Upload badge 2', 'badge-2.png');
    await page.getByLabel('Contact title').fill('Senior Mortgage Agent');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Page customization saved successfully');

    await openDashboardTab(page, 'Social Links');
    await expect(page.getByLabel('LinkedIn')).toHaveCount(0);
    await page.getByLabel('Facebook').fill('facebook.com/eve');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a full address starting with https://')).toBeVisible();
    await page.getByLabel('Facebook').fill(`https://facebook.com/eve${id}`);
    await page.getByLabel('YouTube').fill(`https://youtube.com/@eve${id}`);
    await page.getByLabel('Instagram').fill(`https://instagram.com/eve${id}`);
    await page.getByLabel('Website').fill(`https://eve${id}.example.test`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Social links updated successfully');

    await openDashboardTab(page, 'Application Links');
    await page.getByLabel('Apply link').fill(`https://apply.example.test/eve${id}`);
    await page.getByLabel('Newsletter link').fill(`https://news.example.test/eve${id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Application links updated successfully');

    // Documents: a certificate PDF kept, an image uploaded then deleted after the confirmation (axe with it open).
    await openDashboardTab(page, 'Documents');
    await expect(page.getByText('No documents yet.')).toBeVisible();
    await page.getByLabel('Document file').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf()) });
    await page.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Certificate' }).click();
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(newestToast(page)).toContainText('Document uploaded successfully');
    const pdfRow = page.getByTestId('data-row').filter({ hasText: 'licence.pdf' });
    await expect(pdfRow).toContainText('Certificate');
    const href = await pdfRow.getByRole('link', { name: 'Download licence.pdf' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/agent\/documents\/[^/]+\/download$/);
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');
    await page.getByLabel('Document file').setInputFiles(png('id-card.png'));
    await page.getByRole('button', { name: 'Upload document' }).click();
    const imageRow = page.getByTestId('data-row').filter({ hasText: 'id-card.png' });
    await expect(imageRow).toContainText('Other');
    await expect(page.getByTestId('data-row').first()).toContainText('id-card.png');
    await imageRow.getByRole('button', { name: 'Delete id-card.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this document?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(newestToast(page)).toContainText('Document deleted successfully');
    await expect(imageRow).toHaveCount(0);
    await expect(pdfRow).toHaveCount(1);

    // SEO last: its save's rebuild carries every change above.
    await openDashboardTab(page, 'SEO Settings');
    const title = `Eve ${id}, Ontario mortgage agent`;
    await page.getByLabel('Meta title').fill(title);
    await expect(page.getByTestId('live-seo_settings.meta_title')).toHaveText(`${title.length}/60 characters`);
    await page.getByLabel('Meta description').fill('x'.repeat(161));
    await expect(page.getByTestId('live-seo_settings.meta_description')).toHaveText('161/160 characters');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Meta description must be 160 characters or fewer.')).toBeVisible();
    await page.getByLabel('Meta description').fill(`Mortgage advice from Eve ${id}.`);
    await page.getByLabel('Meta keywords').fill('mortgage, toronto');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('SEO settings updated successfully');
    await waitForLiveSite(page);

    // The public page, at the new address; the old one answers 301 to it.
    const moved = await page.request.get(`/agents/${oldSlug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(new RegExp(`/agents/${newSlug}$`));
    await page.goto(`/agents/${newSlug}`);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('agent-title')).toHaveText('Senior Mortgage Agent');
    await expect(page.getByTestId('agent-banner')).toHaveAttribute('src', banner);
    await expect(page.getByTestId('agent-background')).toHaveAttribute('src', background);
    await expect(page.locator(`img[src="${headshot}"]`).first()).toBeAttached();
    const hero = page.getByTestId('agent-hero');
    await expect(hero.getByRole('link', { name: /Apply Now/ })).toHaveAttribute('href', `https://apply.example.test/eve${id}`);
    await expect(hero.getByRole('link', { name: /Book Appointment/ })).toHaveAttribute('href', `https://calendly.com/eve-${id}`);
    await expect(page.locator(`a[href="https://facebook.com/eve${id}"]`).first()).toBeAttached();
    await expect(page.getByText(`Helping Ontario families since 2010. ${id}`)).toBeVisible();
    await expect(page.getByRole('img', { name: `${name} logo` })).toBeAttached();
  });

  test('agents tab: empty and failed loads, the edit dialog across its tabs, deactivate and delete', async ({ page }) => {
    await page.route('**/api/admin/agents', (route) => route.fulfill({ status: 200, json: { items: [] } }));
    await openSuperAdminTab(page, 'agents');
    await expect(page.getByTestId('list-message')).toHaveText('No agents yet. Create the first agent to get started.');
    await page.unroute('**/api/admin/agents');
    await page.route('**/api/admin/agents', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }));
    await page.reload();
    await expect(page.getByTestId('list-message')).toContainText('Failed to fetch agents');
    await expect(newestToast(page)).toContainText('Failed to fetch agents');
    await page.unroute('**/api/admin/agents');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('agent-card').first()).toBeVisible();

    const id = stamp();
    const name = `Finn Agent ${id}`;
    await page.getByRole('button', { name: 'Create Agent' }).click();
    const create = page.getByRole('dialog', { name: 'Create Agent' });
    await create.getByLabel('Full name').fill(name);
    await create.getByLabel('Email').fill(`finn-${id}@e2e.test`);
    await create.getByLabel('Password').fill(`pass-${id}-word`);
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toBeHidden();
    const card = page.getByTestId('agent-card').filter({ hasText: name });

    // One Save over four tabs: an error in a hidden tab opens that tab; uploads go to this agent's folder.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await edit.getByRole('tab', { name: 'Social Links' }).click();
    await edit.getByLabel('LinkedIn').fill('linkedin.com/in/finn');
    await edit.getByRole('tab', { name: 'Basic Info' }).click();
    await edit.getByLabel('Upload headshot').setInputFiles(png('finn.png'));
    await expect(edit.getByLabel('Headshot', { exact: true })).toHaveValue(/^\/uploads\/agent-headshots\//);
    await edit.getByLabel('Phone').fill('416 555 0188');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('tab', { name: /Social Links/ })).toHaveAttribute('aria-selected', 'true');
    await expect(edit.getByText('Enter a full address starting with https://')).toBeVisible();
    await expect(edit.getByLabel('LinkedIn')).toBeFocused();
    await edit.getByLabel('LinkedIn').fill(`https://linkedin.com/in/finn${id}`);
    await edit.getByRole('tab', { name: 'App Links' }).click();
    await expect(edit.getByLabel('Scheduler link')).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(newestToast(page)).toContainText('Agent updated successfully');
    await expect(card).toContainText('416 555 0188');
    await expect(card.getByRole('img', { name: `Headshot of ${name}` })).toBeVisible();

    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(newestToast(page)).toContainText(`${name} is inactive: their page leaves the site.`);
    await expect(card).toContainText('Inactive');
    await card.getByRole('button', { name: `Activate ${name}` }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    // ADR 44: Deactivate is offered first; an agent with no leads or clients needs nobody to hand them to.
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText('They have no leads or clients to hand over.');
    await confirm.getByRole('button', { name: 'Delete agent' }).click();
    await expect(newestToast(page)).toContainText('Agent deleted successfully');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Agent' })).toBeFocused();
  });

  test('at 375px the agent cards stack and a dashboard tab fits @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSuperAdminTab(page, 'agents');
    const cards = page.getByTestId('agent-card');
    await expect(cards.first()).toBeVisible();
    // One column: the cards stack, each as wide as the list.
    const list = page.getByRole('list', { name: 'Agents' });
    expect(await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)).toBe(1);
    expect((await cards.first().boundingBox())!.width).toBeCloseTo((await list.boundingBox())!.width, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await forgetSession(page);
    await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await expect(page).toHaveURL(/\/agent-dashboard$/);
    await page.goto('/agent-dashboard?tab=seo');
    await expect(page.getByLabel('Meta title')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
