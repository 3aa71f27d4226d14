import { describe, expect, it } from 'vitest';
import { acceptLegacyFieldNames } from '../../../../functions/leads/legacy-field-names';
import { applicationSchema, contactSchema } from '../../../../src/lib/schemas/leads';

describe('acceptLegacyFieldNames', () => {
  it('a contact sent by a page built before the snake_case rename is read as the current form', () => {
    const old = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      phone: '416 555 0100',
      message: 'Hello',
      consent: true,
      agentId: 'agent-1',
      idempotencyKey: 'key-12345678',
    };
    expect(contactSchema.safeParse(old).success).toBe(false);
    const read = acceptLegacyFieldNames(old) as Record<string, unknown>;
    expect(read).toMatchObject({ agent_id: 'agent-1', idempotency_key: 'key-12345678' });
    expect(read).not.toHaveProperty('agentId');
    expect(contactSchema.safeParse(read).success).toBe(true);
  });

  it('an application sent by a page built before the rename (fullName, propertyAddress…) is read as the current form', () => {
    const old = {
      fullName: 'Pat Plain',
      email: 'pat@example.com',
      phone: '416 555 0100',
      amount: '450,000',
      propertyAddress: '1 Main St',
      agentId: 'agent-1',
      message: '',
      idempotencyKey: 'key-12345678',
    };
    expect(applicationSchema.safeParse(old).success).toBe(false);
    const read = acceptLegacyFieldNames(old) as Record<string, unknown>;
    expect(read).toMatchObject({ full_name: 'Pat Plain', property_address: '1 Main St', agent_id: 'agent-1', idempotency_key: 'key-12345678' });
    expect(read).not.toHaveProperty('fullName');
    const parsed = applicationSchema.safeParse(read);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.full_name).toBe('Pat Plain');
  });

  it('a current name sent alongside the old one wins; other values pass unchanged', () => {
    expect(acceptLegacyFieldNames({ idempotencyKey: 'old-key-1234', idempotency_key: 'new-key-1234' })).toEqual({ idempotency_key: 'new-key-1234' });
    expect(acceptLegacyFieldNames({ alertOn: 'below', propertyAddress: '1 Main St' })).toEqual({ alert_on: 'below', property_address: '1 Main St' });
    expect(acceptLegacyFieldNames(null)).toBeNull();
    expect(acceptLegacyFieldNames(['agentId'])).toEqual(['agentId']);
  });
});
