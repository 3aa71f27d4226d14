import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../helpers/test-api';

describe('GET /api/news before a feed source is configured', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('answers the spec shape with no articles, so islands fall back to their samples', async () => {
    const response = await api.request('/api/news?limit=3');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ articles: [], hasMore: false, nextCursor: null });
  });

  it('refuses a bad limit', async () => {
    expect((await api.request('/api/news?limit=0')).status).toBe(400);
  });
});
