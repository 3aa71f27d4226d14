import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';

type Json = Record<string, any>;

describe('catalogue rules of the spec, through the API', () => {
  let api: TestApi;
  let cookie: string;
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await api.request(path, { method, json, headers: { cookie } });
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    api = await startTestApi();
    cookie = (await signInEveryRole(api, ['super_admin'])).cookies.super_admin;
  });
  afterAll(() => api.close());

  it('a service name of 256 characters is cut to 255 and the spec notice is returned', async () => {
    const { status, body } = await call('POST', '/api/admin/services', { name: 'n'.repeat(256), description: 'ok' });
    expect(status).toBe(201);
    expect(body.item.name).toHaveLength(255);
    expect(body.notice).toBe(messages.backOffice.services.truncated);
    const short = await call('PATCH', `/api/admin/services/${body.item.id}`, { name: 'Short' });
    expect(short.body.notice).toBeUndefined();
  });

  it('a service image URL must be a URL, and features must be a JSON array of texts', async () => {
    const badUrl = await call('POST', '/api/admin/services', { name: 'S', image_url: 'not a url' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.fields.image_url).toBe('Image URL must be a valid URL.');
    const object = await call('POST', '/api/admin/services', { name: 'S', features: '{"a": 1}' });
    expect(object.body.error.fields.features).toBe('Features must be valid JSON');
    const ok = await call('POST', '/api/admin/services', { name: 'S', features: '', image_url: 'https://example.com/a.png' });
    expect(ok.body.item.features).toEqual([]);
  });

  it('a product price keeps cents; an empty price is no price', async () => {
    const { body } = await call('POST', '/api/admin/products', { name: 'P', price: '1,250.5' });
    expect(body.item.price).toBe(1250.5);
    const cleared = await call('PATCH', `/api/admin/products/${body.item.id}`, { price: '' });
    expect(cleared.body.item.price).toBeNull();
    const bad = await call('POST', '/api/admin/products', { name: 'P', price: 'twelve' });
    expect(bad.body.error.fields.price).toBe('Price must be a number.');
    // Cents only: 12.345 is refused with a message, never silently saved as 12.35.
    const fraction = await call('POST', '/api/admin/products', { name: 'P', price: '12.345' });
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields.price).toBe('Price can have at most 2 decimals (cents).');
    expect((await call('POST', '/api/admin/products', { name: 'P', price: 0.1 + 0.2 })).body.item.price).toBe(0.3);
  });

  it('a lender defaults to display order 0, active, A Lender; toggling active keeps everything else', async () => {
    const { body } = await call('POST', '/api/admin/lenders', { name: 'Bank', display_order: '' });
    expect(body.item).toMatchObject({ display_order: 0, is_active: true, type: 'a_lender' });
    // docs/product/back-office-catalogue.md#lender-form: display order "parsed as an integer": 2.7 is read as 2, as parseInt reads it.
    expect((await call('POST', '/api/admin/lenders', { name: 'Bank 2', display_order: '2.7' })).body.item.display_order).toBe(2);
    await call('PATCH', `/api/admin/lenders/${body.item.id}`, { type: 'alternate_lender', display_order: 7 });
    const toggled = await call('PATCH', `/api/admin/lenders/${body.item.id}`, { is_active: false });
    expect(toggled.body.item).toMatchObject({ is_active: false, type: 'alternate_lender', display_order: 7, name: 'Bank' });
  });

  it('an id in the body never changes which row is written', async () => {
    const { body } = await call('POST', '/api/admin/products', { name: 'Mine', id: 'chosen-id' });
    expect(body.item.id).not.toBe('chosen-id');
    const other = await call('POST', '/api/admin/products', { name: 'Other' });
    await call('PATCH', `/api/admin/products/${body.item.id}`, { id: other.body.item.id, name: 'Renamed' });
    expect((await call('GET', `/api/admin/products/${other.body.item.id}`)).body.item.name).toBe('Other');
  });
});
