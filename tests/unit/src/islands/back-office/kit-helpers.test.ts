import { describe, expect, it } from 'vitest';
import { changedValues, emptyValues, type FieldSpec, valuesFromRow } from '../../../../../src/islands/back-office/kit/field-spec';
import { describeRebuild, formatLiveTime } from '../../../../../src/islands/back-office/kit/RebuildIndicator';
import type { RebuildState } from '../../../../../src/islands/back-office/kit/rebuild-status';
import { uploadFailureText } from '../../../../../src/islands/back-office/kit/UploadField';
import { failureText } from '../../../../../src/islands/back-office/kit/use-resource';
import { hrefForTab, tabFromSearch } from '../../../../../src/islands/back-office/shell/use-tab-in-address';
import { addressWith, readAddressState } from '../../../../../src/islands/back-office/kit/use-address-state';
import { periodFrom } from '../../../../../src/islands/back-office/panels/analytics/use-period-in-address';
import { readSidebarCookie } from '../../../../../src/islands/back-office/ui/sidebar-context';
import { serviceSchema } from '../../../../../src/lib/schemas/services';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'price', label: 'Price', kind: 'number', step: '0.01', inputMode: 'decimal' },
  { name: 'features', label: 'Features', kind: 'textarea' },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    options: [
      { value: 'a_lender', label: 'A Lender' },
      { value: 'alternate_lender', label: 'Alternate Lender' },
    ],
  },
  { name: 'is_active', label: 'Active', kind: 'switch' },
];

describe('form values', () => {
  it('an add form starts blank, on the first option, switches on', () => {
    expect(emptyValues(fields)).toEqual({ name: '', price: '', features: '', type: 'a_lender', is_active: true });
    expect(emptyValues(fields, { type: 'alternate_lender' }).type).toBe('alternate_lender');
  });

  it('a row turns back into what a person types, and the schema reads it back the same', () => {
    const values = valuesFromRow(fields, { name: 'Renewals', price: 12.5, features: ['Fast', 'Friendly'], type: 'a_lender', is_active: false });
    expect(values).toEqual({ name: 'Renewals', price: '12.5', features: '["Fast","Friendly"]', type: 'a_lender', is_active: false });
    expect(valuesFromRow(fields, { name: 'x', price: null, features: [] })).toMatchObject({ price: '', features: '' });
    expect(serviceSchema.parse({ name: 'Renewals', features: values.features }).features).toEqual(['Fast', 'Friendly']);
  });

  it('an edit sends only what changed', () => {
    expect(changedValues({ name: 'a', price: '2', is_active: false }, { price: true, is_active: true })).toEqual({ price: '2', is_active: false });
    expect(changedValues({ name: 'a' }, {})).toEqual({});
  });
});

describe('tab in the address', () => {
  const ids = ['agents', 'rates', 'products'];
  it('reads a known tab, else the first', () => {
    expect(tabFromSearch('?tab=rates', ids)).toBe('rates');
    expect(tabFromSearch('?tab=nope', ids)).toBe('agents');
    expect(tabFromSearch('', ids)).toBe('agents');
  });
  it("writes the tab and the hash; the previous tab's list parameters stay behind", () => {
    expect(hrefForTab({ pathname: '/super-admin', search: '?tab=rates&x=1', hash: '#top' }, 'products')).toBe('/super-admin?tab=products#top');
  });
});

describe('sidebar cookie', () => {
  it('remembers collapsed and expanded; a first visit is expanded', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other_sidebar_state=false')).toBe(true);
    expect(readSidebarCookie('')).toBe(true);
  });
});

describe('rebuild status', () => {
  const base: RebuildState = {
    pending: false,
    running: false,
    last_reason: null,
    last_requested_at: null,
    last_started_at: null,
    last_finished_at: null,
    last_status: null,
    last_error: null,
  };
  it('shows queued, updating, failed and live at a Toronto time', () => {
    expect(describeRebuild({ ...base, pending: true }, false).text).toBe('Public site update queued');
    expect(describeRebuild({ ...base, pending: true, running: true }, false).text).toBe('Public site updating...');
    expect(describeRebuild({ ...base, last_status: 'failed', last_finished_at: '2026-11-23T15:00:00Z' }, false).tone).toBe('danger');
    const live = describeRebuild({ ...base, last_status: 'success', last_finished_at: '2026-11-23T15:05:00Z' }, false).text;
    expect(live).toMatch(/^Public site live at /);
    expect(formatLiveTime('2026-11-23T15:05:00Z', new Date('2026-11-23T18:00:00Z'))).toBe('10:05 a.m.');
    expect(formatLiveTime('2026-11-20T15:05:00Z', new Date('2026-11-23T18:00:00Z'))).toBe('Nov 20, 10:05 a.m.');
    expect(describeRebuild(null, true).text).toBe('Public site status unavailable');
  });
});

describe('failure texts', () => {
  it('services may show a specific server message; generic ones fall back to the spec text', () => {
    expect(failureText({ code: 'conflict', message: 'This service already exists.' }, 'Failed to save service', true)).toBe('This service already exists.');
    expect(failureText({ code: 'invalid_input', message: 'Please check the form.' }, 'Failed to save service', true)).toBe('Failed to save service');
    expect(failureText({ code: 'conflict', message: 'This product already exists.' }, 'Failed to save product', false)).toBe('Failed to save product');
  });
  it('uploads: a missing bucket shows the server message; anything else follows the spec prefix', () => {
    expect(uploadFailureText({ ok: false, status: 404, error: { code: 'not_found', message: 'Bucket "x" not found...' } })).toBe('Bucket "x" not found...');
    expect(uploadFailureText({ ok: false, status: 413, error: { code: 'too_large', message: 'The file is too large. The limit is 4 MB.' } })).toBe(
      'Failed to upload image: The file is too large. The limit is 4 MB.',
    );
    expect(uploadFailureText({ ok: false, status: 0, error: { code: 'network_error', message: 'offline' } })).toBe('Failed to upload image');
  });
});

describe('list state in the address', () => {
  const defaults = { page: '1', q: '', province: '' };
  it('reads the named parameters, each falling back to its default', () => {
    expect(readAddressState('?tab=rates&page=3&province=Ontario&other=x', defaults)).toEqual({ page: '3', q: '', province: 'Ontario' });
    expect(readAddressState('', defaults)).toEqual(defaults);
  });
  it('writes only what differs from the defaults, keeping the tab and the hash', () => {
    const location = { pathname: '/super-admin', search: '?tab=rates&page=3', hash: '#x' };
    expect(addressWith(location, { page: '1', q: 'bc', province: '' }, defaults)).toBe('/super-admin?tab=rates&q=bc#x');
    expect(addressWith(location, { page: '2', q: '', province: 'Nova Scotia' }, defaults)).toBe('/super-admin?tab=rates&page=2&province=Nova+Scotia#x');
  });
});

describe('analytics period in the address', () => {
  it('reads a period it knows, else the panel default', () => {
    expect(periodFrom('7d', 'all')).toBe('7d');
    expect(periodFrom('all', '30d')).toBe('all');
    expect(periodFrom('90d', '30d')).toBe('30d');
    expect(periodFrom('', 'all')).toBe('all');
  });
});
