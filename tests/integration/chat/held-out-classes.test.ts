import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';

/**
 * The held-out failure classes of ADR 37 through POST /api/chat, with the handler's own rates from the database:
 * each message is its own session, as a visitor would ask it.
 */
describe('the chat over HTTP on the held-out failure classes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  const ask = async (message: string) => {
    const response = await api.request('/api/chat', { method: 'POST', json: { session_id: 'held-out-session', message, history: [] } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { reply: string }).reply;
  };

  it('a percent down of a stated price: says whether that price fits, never $0', async () => {
    const reply = await ask('am i able to afford a 620k semi on a 125k salary putting 10% down?');
    expect(reply).not.toMatch(/\$0\b/);
    expect(reply).toMatch(/^(?:Yes|No), a \$620,000 home/);
    expect(reply).toContain('$62,000 down');
  });

  it('two French incomes "chacun" are doubled and the question is affordability', async () => {
    const reply = await ask('mon mari et moi gagnons 72 000 $ chacun, combien peut-on emprunter avec 45 000 $ de mise de fonds?');
    expect(reply).toContain('$144,000 a year ($72,000 + $72,000)');
    expect(reply).toContain('$45,000 down');
  });

  it('a cost to get out of a mortgage with months to go is a penalty estimate', async () => {
    const reply = await ask('5.09 fixed with a credit union, 355k owing, 16 months to go, what would it cost to get out early');
    expect(reply).toMatch(/Breaking a \$355,000 fixed-rate mortgage at 5\.09% with 16 months left: the penalty would be about \$[\d,]+/);
  });

  it('"the 6ix" is Toronto for land transfer tax', async () => {
    expect(await ask('land transfer on a 990k house in the 6ix?')).toContain('Toronto municipal');
  });

  it('a 4-year renewal rate: not published, with the 3- and 5-year rates read from the database', async () => {
    const reply = await ask('what are renewal rates like on a 4 year fixed');
    expect(reply).toContain("We don't publish a 4-year fixed rate");
    expect(reply).toMatch(/3-year fixed \w+ \d\.\d\d%/);
    expect(reply).toMatch(/5-year fixed \w+ \d\.\d\d%/);
  });

  it('timing and closing-cost budget come from the spec facts', async () => {
    const timing = await ask('offer accepted last night, how long until closing normally?');
    expect(timing).toContain('2 to 4 weeks');
    const costs = await ask('rough closing costs on a 520k townhouse?');
    expect(costs).toContain('Budget 1.5% to 4% of the price for closing costs: $7,800 to $20,800 on $520,000.');
  });

  it('a short message with no mortgage word is declined and steered back', async () => {
    expect(await ask('canucks score?')).toMatch(/can only answer questions about mortgages/);
    expect(await ask('rates?')).not.toMatch(/can only answer questions about mortgages/);
  });
});
