import { afterEach, describe, expect, it } from 'vitest';
import { allianceFields, postToAlliance, resolveAllianceCredentials } from '../../../../functions/leads/alliance';
import { createLogger } from '../../../../functions/http/logger';
import { contactSchema } from '../../../../src/lib/schemas/leads';
import { startHttpPeer } from '../../../helpers/http-peer';

const lead = contactSchema.parse({
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  phone: '416-555-0199',
  phoneType: 'Work',
  postalCode: 'M5V 2T6',
  message: 'Hi & bye',
  consent: true,
  idempotency_key: 'abcdefgh-1234',
});
const log = createLogger('silent');

describe('alliance field mapping', () => {
  it("maps exactly the spec's fields in order, with the phone type code", () => {
    const fields = allianceFields(lead, { brokerCode: 'B1', wpnonce: 'N1' }, 'broker_contact_form');
    expect([...fields]).toEqual([
      ['firstName', 'Jane'],
      ['lastName', 'Doe'],
      ['email', 'jane@example.test'],
      ['phone', '416-555-0199'],
      ['phoneType', '2'],
      ['city', ''],
      ['postalCode', 'M5V 2T6'],
      ['comments', 'Hi & bye'],
      ['casl', 'true'],
      ['action', 'broker_contact_form'],
      ['brokerCode', 'B1'],
      ['wpnonce', 'N1'],
    ]);
    expect(fields.toString()).toContain('comments=Hi+%26+bye');
  });

  it.each([
    ['Mobile', '1'],
    ['Work', '2'],
    ['Residential', '3'],
  ] as const)('%s is code %s', (phoneType, code) => {
    expect(allianceFields({ ...lead, phoneType }, { brokerCode: 'B', wpnonce: 'N' }, 'a').get('phoneType')).toBe(code);
  });

  it("uses the agent's pair before the site's, and needs both parts of a pair", () => {
    const site = { ALLIANCE_BROKER_CODE: 'S', ALLIANCE_WPNONCE: 'SN' };
    expect(resolveAllianceCredentials({ broker_code: 'A', wpnonce: 'AN' }, site)).toEqual({ brokerCode: 'A', wpnonce: 'AN' });
    expect(resolveAllianceCredentials({ broker_code: 'A', wpnonce: null }, site)).toEqual({ brokerCode: 'S', wpnonce: 'SN' });
    expect(resolveAllianceCredentials(null, site)).toEqual({ brokerCode: 'S', wpnonce: 'SN' });
    expect(resolveAllianceCredentials(null, { ALLIANCE_BROKER_CODE: 'S', ALLIANCE_WPNONCE: undefined })).toBeNull();
    expect(resolveAllianceCredentials({ broker_code: 'A', wpnonce: null }, { ALLIANCE_BROKER_CODE: undefined, ALLIANCE_WPNONCE: undefined })).toBeNull();
  });
});

describe('postToAlliance', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  it('gives up after the timeout and reports a failure without throwing', async () => {
    const { createServer } = await import('node:http');
    const server = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const started = Date.now();
    const result = await postToAlliance({ fetch, log }, url, new URLSearchParams({ a: '1' }), 200);
    expect(result.outcome).toBe('failed');
    expect(result.detail).toMatch(/Timeout|abort/i);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads a JSON answer, or falls back to text', async () => {
    const answers = [{ body: '{"success":true,"data":{"id":7}}' }, { body: 'OK thanks', headers: { 'content-type': 'text/plain' } }];
    let call = 0;
    const peer = await startHttpPeer(() => answers[call++]!);
    closers.push(peer.close);
    expect(await postToAlliance({ fetch, log }, peer.url, new URLSearchParams())).toMatchObject({
      outcome: 'submitted',
      httpStatus: 200,
      detail: '{"success":true,"data":{"id":7}}',
    });
    expect(await postToAlliance({ fetch, log }, peer.url, new URLSearchParams())).toMatchObject({ outcome: 'submitted', detail: 'OK thanks' });
  });
});
