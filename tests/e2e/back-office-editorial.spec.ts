import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi, signInThroughPage, forgetSession } from './support/auth';
import { openSuperAdminTab, tableRow, waitForLiveSite, newestToast } from './support/back-office';
import { ACCOUNTS, E2E_BASE_URL } from './support/e2e-env';
import { expectNoAxeViolations } from './support/axe';

const stamp = () => `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;
/** Set SHOTS_DIR to keep screenshots (editorial-*.png) for review. */
const shot = async (page: Page, name: string, fullPage = false) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
};

async function openAgentTab(page: Page, tab: string) {
  await signInThroughPage(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await page.goto(`/agent-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

test.describe('editorial workflow: testimonials and blog across both panels', () => {
  test.describe.configure({ timeout: 300_000 });

  test('an agent submits a testimonial and a draft; the super admin approves and publishes; both go live', async ({ page }) => {
    const client = `Client ${stamp()}`;
    const title = `Renewal Checklist ${stamp()}`;
    const markdown = [
      '## Before you renew',
      '',
      'Compare **at least three** offers and read the *fine print*.',
      '- Check your prepayment privileges',
      '- Ask about [our rates](https://example.com/rates)',
      '',
      '> A broker shops the market for you.',
      '',
      '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">',
      '[click me](javascript:window.__xss=3)',
    ].join('\n');

    // The agent: a testimonial (pending) and a draft post.
    await openAgentTab(page, 'testimonials');
    await expect(page.getByText('No testimonials yet')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Testimonial' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit Testimonial' });
    await submit.getByRole('button', { name: 'Save' }).click();
    await expect(submit.getByText('Client name is required.')).toBeVisible();
    await submit.getByLabel('Client name').fill(client);
    await submit.getByLabel('Content').fill('They found us a better rate than our bank offered.');
    await expectNoAxeViolations(page);
    await submit.getByRole('button', { name: 'Save' }).click();
    await expect(submit).toBeHidden();
    await expect(tableRow(page, client)).toContainText('Pending Approval');
    await shot(page, 'editorial-agent-testimonials-desktop', true);

    await page.goto('/agent-dashboard?tab=blog');
    await page.getByRole('button', { name: 'Add Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Post' });
    await editor.getByLabel('Title').fill(title);
    await expect(editor.getByLabel('Slug')).toHaveValue(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    await editor.getByLabel('Content').fill(markdown);
    const preview = editor.getByTestId('post-preview');
    await expect(preview.getByRole('heading', { name: 'Before you renew' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('at least three');
    await expect(preview.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    await expect(editor.getByRole('switch', { name: 'Publish immediately' })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await shot(page, 'editorial-agent-post-editor-desktop');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(tableRow(page, title)).toContainText('Draft - Pending Approval');
    const slug = (
      await tableRow(page, title)
        .getByText(/^\/blog\//)
        .innerText()
    ).replace('/blog/', '');
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    // The super admin: approve the testimonial, publish the post.
    await forgetSession(page);
    await openSuperAdminTab(page, 'testimonials');
    const testimonial = tableRow(page, client);
    await expect(testimonial).toContainText('Alex Agent');
    await expect(testimonial).toContainText('Pending Approval');
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await testimonial.getByRole('switch', { name: `Approve testimonial from ${client}` }).click();
    await expect(newestToast(page)).toContainText('Testimonial approved');
    await expect(testimonial).toContainText('Approved');
    await shot(page, 'editorial-admin-testimonials-desktop', true);

    await page.goto('/super-admin?tab=blog');
    const post = tableRow(page, title);
    await expect(post).toContainText('Alex Agent');
    await expect(post).toContainText('Draft');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Post' }).getByTestId('post-preview').getByRole('heading', { name: 'Before you renew' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'editorial-admin-post-editor-desktop');
    await page.keyboard.press('Escape');
    await post.getByRole('switch', { name: `Published: ${title}` }).click();
    await expect(newestToast(page)).toContainText('Post published');
    await expect(post).toContainText('Published');
    await shot(page, 'editorial-admin-blog-desktop', true);
    await waitForLiveSite(page);

    // The public site after the rebuild.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Before you renew' })).toBeVisible();
    await expect(body.locator('li')).toHaveCount(2);
    await expect(body.locator('blockquote')).toContainText('A broker shops the market for you.');
    await expect(body.getByRole('link', { name: 'our rates' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(body.locator('script, style, [onerror], [style], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await shot(page, 'editorial-post-markdown-desktop', true);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'editorial-post-markdown-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/agents/alexagent');
    await expect(page.getByText('They found us a better rate than our bank offered.')).toBeVisible();
    await expect(page.getByText(client)).toBeVisible();
  });

  test("an agent's delete of a live post waits for the super admin, who keeps it or deletes it (ADR 45)", async ({ page }) => {
    const title = `Rate Hold Tips ${stamp()}`;
    await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    const created = await page.request.post('/api/agent/posts', {
      headers: { Origin: E2E_BASE_URL },
      data: { title, content: 'Live words.', publish: true },
    });
    expect(created.status()).toBe(201);
    const askToDelete = async () => {
      await page.goto('/agent-dashboard?tab=blog');
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      // The confirmation says what really happens: nothing is removed yet.
      await expect(page.getByRole('alertdialog')).toContainText('stays live until the super admin approves its deletion');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(newestToast(page)).toContainText('sent for approval');
      await expect(tableRow(page, title)).toContainText('Deletion pending approval');
      await expect(tableRow(page, title)).toContainText('Published');
    };
    await askToDelete();

    // The super admin keeps it: the request goes, the post stays.
    await forgetSession(page);
    await openSuperAdminTab(page, 'blog');
    await page.getByLabel('Show').selectOption('pending');
    const row = tableRow(page, title);
    await expect(row).toContainText('Deletion pending approval');
    await expectNoAxeViolations(page);
    await shot(page, 'editorial-admin-deletion-pending-desktop', true);
    await row.getByRole('button', { name: `Keep post ${title} (reject the deletion)` }).click();
    await expect(newestToast(page)).toContainText('Deletion rejected');
    await expect(page.getByText(title)).toHaveCount(0); // no longer pending: the pending list drops it
    await page.getByLabel('Show').selectOption('');
    await expect(tableRow(page, title)).not.toContainText('Deletion pending approval');

    // Asked again, the super admin approves: the usual delete confirmation, then the post is gone.
    await forgetSession(page);
    await signInThroughApi(page, ACCOUNTS.agent.email, ACCOUNTS.agent.password);
    await askToDelete();
    await forgetSession(page);
    await openSuperAdminTab(page, 'blog');
    await tableRow(page, title)
      .getByRole('button', { name: `Delete post ${title} (approve the deletion)` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(newestToast(page)).toContainText('Post deleted');
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('the blog list is paginated with numbered pages, rel prev/next and canonical addresses', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    const cards = await page.getByTestId('post-card').count();
    expect(cards).toBeLessThanOrEqual(12);
    const next = page.locator('head link[rel="next"]');
    if (cards < 12 || (await next.count()) === 0) return; // the seed has one page only: nothing to page through
    await page.getByTestId('blog-pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);
  });

  test('at 375px both agent tabs and their dialogs fit the phone @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openAgentTab(page, 'blog');
    await page.getByRole('button', { name: 'Add Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Post' });
    await editor.getByLabel('Content').fill('## Phone check\n\nSome **bold** text.');
    await expect(editor.getByTestId('post-preview').getByRole('heading', { name: 'Phone check' })).toBeVisible();
    const box = await editor.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await shot(page, 'editorial-agent-post-editor-375');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'editorial-agent-blog-375', true);
    await page.goto('/agent-dashboard?tab=testimonials');
    await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'editorial-agent-testimonials-375', true);
    await forgetSession(page);
    await openSuperAdminTab(page, 'blog');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'editorial-admin-blog-375', true);
    await page.goto('/super-admin?tab=testimonials');
    await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'editorial-admin-testimonials-375', true);
  });
});
