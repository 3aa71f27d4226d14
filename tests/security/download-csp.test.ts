import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app';
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers';
import { createSiteApp } from '../../server/site-app';
import { signInEveryRole } from '../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../helpers/test-api';
import { pdf } from '../helpers/upload-fixtures';
import { uploadDocument } from '../integration/agents/support';

/** A route's own Content-Security-Policy (a document download's sandbox) survives the Node host's header middleware. */
describe('downloads keep their sandbox on the Node host', () => {
  let api: TestApi;
  let siteDir: string;
  let site: ReturnType<typeof createSiteApp>;
  let agent: string;

  beforeAll(async () => {
    api = await startTestApi();
    siteDir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
    site = createSiteApp({ api: createApp(api.deps), siteDir, log: api.deps.log });
    agent = (await signInEveryRole(api, ['agent'])).cookies.agent;
  });
  afterAll(async () => {
    await api.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("answers an agent's document with `default-src 'none'; sandbox`, and pages with the site policy", async () => {
    const uploaded = (await (await uploadDocument(api, agent, { bytes: pdf(), name: 'contract.pdf' })).json()) as { item: { id: string } };
    const download = await site.request(`http://localhost/api/agent/documents/${uploaded.item.id}/download`, { headers: { cookie: agent } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await site.request('http://localhost/')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});
