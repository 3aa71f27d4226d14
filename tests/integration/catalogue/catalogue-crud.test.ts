import { describeCrudContract } from '../../helpers/crud-contract';

describeCrudContract({
  path: '/api/admin/products',
  table: 'products',
  writers: ['super_admin'],
  valid: { name: 'Cash-back mortgage', price: '1,250.50', description: 'Cash at closing.' },
  invalid: { body: { name: '   ' }, field: 'name', message: 'Name is required.' },
  update: { name: 'Cash-back mortgage (2026)', price: 99.99 },
  rebuildPrefix: 'products: product',
});

describeCrudContract({
  path: '/api/admin/services',
  table: 'mortgage_services',
  writers: ['super_admin'],
  valid: { name: 'Renewals', features: '["Rate check", "Switch lenders"]' },
  invalid: { body: { name: 'Renewals', features: 'not json' }, field: 'features', message: 'Features must be valid JSON' },
  update: { name: 'Mortgage renewals', features: ['Rate check'] },
  rebuildPrefix: 'services: service',
});

describeCrudContract({
  path: '/api/admin/lenders',
  table: 'lenders',
  writers: ['super_admin'],
  valid: { name: 'Northern Credit Union', type: 'alternate_lender', display_order: '4' },
  invalid: { body: { name: 'X', display_order: 'first' }, field: 'display_order', message: 'Display order must be a whole number.' },
  update: { is_active: false },
  rebuildPrefix: 'lenders: lender',
});
