import { expect, type Page, test } from '@playwright/test';
import { openSuperAdminTab, tableRow, waitForLiveSite, newestToast } from './support/back-office';

// A real 1x1 PNG: the upload endpoint checks the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const stamp = () => `${Date.now().toString(36)}x${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * A public page's built HTML, as a visitor's browser gets it: the catalogue's public pages are static, so what is
 * not in it is not on the page. The panel stays open meanwhile (no second load of it, ADR 34).
 */
async function publicHtml(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

async function confirmDelete(page: Page, kind: string, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Are you sure you want to delete this ${kind}?` });
  await expect(confirm).toContainText(`"${name}" will be removed.`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
}

test.describe('back-office catalogue tabs', () => {
  test.describe.configure({ timeout: 180_000 });

  test('products: create with an image, edit, delete; the public pages follow the rebuild', async ({ page }) => {
    const name = `E2E Product ${stamp()}`;
    await openSuperAdminTab(page, 'products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Price').fill('1234.5');
    await dialog.getByLabel('Description').fill('Made by the end-to-end test.');
    await dialog.getByLabel('Upload image').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Current image' })).toBeVisible();
    const imageUrl = await dialog.getByLabel('Image', { exact: true }).inputValue();
    expect(imageUrl).toMatch(/product-images/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(newestToast(page)).toContainText('Product added successfully');
    await expect(tableRow(page, name)).toContainText('$1,234.50');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByLabel('Price')).toHaveValue('1234.5');
    await edit.getByLabel('Price').fill('99.99');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Product updated successfully');
    await expect(tableRow(page, name)).toContainText('$99.99');

    await waitForLiveSite(page);
    const products = (await (await page.request.get('/api/admin/products')).json()) as { items: { id: string; name: string }[] };
    const id = products.items.find((item) => item.name === name)!.id;
    // The public page in a tab of its own, as staff check it: the panel stays open for the delete below.
    const site = await page.context().newPage();
    await site.goto(`/products/${id}`);
    await expect(site.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(site.getByRole('img', { name })).toHaveAttribute('src', imageUrl);
    await site.close();
    expect((await page.request.get(imageUrl)).status()).toBe(200);

    await confirmDelete(page, 'product', name);
    await expect(newestToast(page)).toContainText('Product deleted successfully');
    await expect(tableRow(page, name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeFocused();
    await waitForLiveSite(page);
    expect(await publicHtml(page, '/products')).not.toContain(name);
  });

  test('services: bad features, a 256-character name, server errors keep the input; add versus edit; delete', async ({ page }) => {
    const name = `E2E Service ${stamp()} `.padEnd(256, 'x');
    const kept = name.slice(0, 255);
    await openSuperAdminTab(page, 'services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Image URL', { exact: true }).fill('not a url');
    await dialog.getByLabel('Features').fill('Fast, Friendly');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Features must be valid JSON')).toBeVisible();
    await expect(dialog.getByText('Image URL must be a valid URL.')).toBeVisible();
    await expect(dialog.getByLabel('Image URL', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Image URL', { exact: true }).fill('');
    await dialog.getByLabel('Features').fill('["Fast", "Friendly"]');

    // A server failure: the product's message, inside the dialog too, and nothing typed is lost (docs/product/back-office-shell.md#failure-texts).
    await page.route('**/api/admin/services', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: { error: { code: 'invalid_input', message: 'Please check the form.', fields: { description: 'Description is not allowed.' } } },
          })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to save service');
    await expect(dialog.getByText('Description is not allowed.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Features')).toHaveValue('["Fast", "Friendly"]');
    await page.unroute('**/api/admin/services');

    // Submit is disabled while saving.
    await page.route('**/api/admin/services', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog).toBeHidden();
    await page.unroute('**/api/admin/services');
    // Two toasts at once here (added, and the truncation notice): look for this one among the newest.
    await expect(page.locator('#toaster > .toast').filter({ hasText: 'Service added successfully' })).toBeVisible();
    await expect(newestToast(page)).toContainText('Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.');
    await expect(tableRow(page, kept)).toHaveCount(1);

    await page.getByRole('button', { name: `Edit ${kept}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    await expect(edit.getByLabel('Features')).toHaveValue('["Fast","Friendly"]');
    await expect(edit.getByLabel('Name')).toHaveValue(kept);
    await edit.getByLabel('Description').fill('Edited by the end-to-end test.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Service updated successfully');

    await waitForLiveSite(page);
    expect(await publicHtml(page, '/services')).toContain(kept);

    await confirmDelete(page, 'service', kept);
    await expect(newestToast(page)).toContainText('Service deleted successfully');
    await expect(tableRow(page, kept)).toHaveCount(0);
  });

  test('services: empty text, fetch failure with retry, filter and sort', async ({ page }) => {
    await page.route('**/api/admin/services', (route) => route.fulfill({ status: 200, json: { items: [] } }));
    await openSuperAdminTab(page, 'services');
    await expect(page.getByText('No services found. Add your first service to get started.')).toBeVisible();
    await page.unroute('**/api/admin/services');

    await page.route('**/api/admin/services', (route) => route.fulfill({ status: 500, json: { error: { code: 'server_error', message: 'Boom' } } }));
    await page.reload();
    await expect(page.getByTestId('table-message')).toContainText('Failed to fetch services');
    await expect(newestToast(page)).toContainText('Failed to fetch services');
    await page.unroute('**/api/admin/services');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('data-row').first()).toBeVisible();

    // The services CRUD test runs beside this one (fullyParallel) and adds and deletes a row, so the list's length
    // is not fixed: check the seeded services, which no test removes.
    const rows = page.getByTestId('data-row');
    const seeded = ['Home Purchase Mortgages', 'Mortgage Renewals', 'Self-Employed Mortgages'];
    await page.getByLabel('Filter services').fill('zzz-no-such-service');
    await expect(page.getByText('No results match the filter.')).toBeVisible();
    await page.getByLabel('Filter services').fill('');
    for (const name of seeded) await expect(tableRow(page, name)).toHaveCount(1);
    const header = page.getByRole('columnheader', { name: 'Name' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // The header says 'ascending' at once; the rows follow when the sorted page arrives (server paging, ADR 25).
    await expect(async () => {
      const names = await rows.locator('td:first-child').allTextContents();
      expect(names.length).toBeGreaterThanOrEqual(seeded.length);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
    }).toPass({ timeout: 7_000 });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('lenders: grouped, type and active toggle, display order; the home page follows the rebuild', async ({ page }) => {
    const name = `E2E Lender ${stamp()}`;
    await openSuperAdminTab(page, 'lenders');
    await expect(page.getByRole('heading', { level: 3, name: 'A Lenders - Big Banks' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Alternate Lenders' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Lender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lender' });
    await expect(dialog.getByLabel('Display order')).toHaveValue('0');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await dialog.getByLabel('Name').fill(name);
    // docs/product/back-office-catalogue.md#lender-form: the display order is parsed as an integer, so -1.7 is saved as -1 (first in its group).
    await dialog.getByLabel('Display order').fill('-1.7');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Alternate Lender' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Lender added successfully');
    const alternate = page.getByRole('region', { name: 'Alternate Lenders' });
    await expect(alternate.getByTestId('data-row').first()).toContainText(name);
    await expect(tableRow(page, name)).toContainText('Alternate Lender');
    await expect(tableRow(page, name)).toContainText('Active');
    await expect(tableRow(page, name).locator('td').nth(3)).toHaveText('-1');

    await waitForLiveSite(page);
    // The home page in a tab of its own: the panel stays open for the edit below.
    const site = await page.context().newPage();
    await site.goto('/');
    await expect(site.getByTestId('lenders-alternate_lender')).toContainText(name);
    await site.close();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lender' });
    await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveText('Alternate Lender');
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(newestToast(page)).toContainText('Lender updated successfully');
    await expect(tableRow(page, name)).toContainText('Inactive');
    await waitForLiveSite(page);
    expect(await publicHtml(page, '/')).not.toContain(name);

    await confirmDelete(page, 'lender', name);
    await expect(newestToast(page)).toContainText('Lender deleted successfully');
    await expect(tableRow(page, name)).toHaveCount(0);
  });
});
