import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../functions/storage/local-storage';
import { BUCKETS, type Bucket } from '../../../functions/storage/storage';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole } from '../../helpers/sign-in-as';
import { startTestApi, type TestApi } from '../../helpers/test-api';
import { allFiles, images } from '../../helpers/upload-fixtures';
import { uploadRequest, type ErrorAnswer, type UploadAnswer } from './support';

/** An API whose local storage lacks some buckets, as a hosted store without a "blog-images" bucket would. */
async function apiWithout(missing: Bucket[]) {
  const api = await startTestApi();
  const uploads = join(api.dir, 'uploads');
  api.deps.storage = createLocalStorage({ dir: uploads, buckets: BUCKETS.filter((b) => !missing.includes(b)) });
  // The upload route reads deps.storage on each request, so swapping it on the shared deps object takes effect.
  return { api, uploads };
}

describe('blog-images falls back to agent-banners; failures leave nothing behind', () => {
  let api: TestApi | undefined;
  afterEach(() => api?.close());

  it('stores a blog image in agent-banners under {agentId|blog}/ when blog-images is missing', async () => {
    const made = await apiWithout(['blog-images']);
    api = made.api;
    const { cookies, agentIds } = await signInEveryRole(api, ['agent', 'admin']);
    const byAgent = await uploadRequest(api, 'blog-images', { name: 'Cover Photo.png', bytes: images.png }, { cookie: cookies.agent });
    expect(byAgent.status).toBe(201);
    const agentBody = (await byAgent.json()) as UploadAnswer;
    expect(agentBody.bucket).toBe('agent-banners');
    expect(agentBody.key).toMatch(new RegExp(`^${agentIds.agent}/\\d{13}-[0-9a-f]{8}-cover-photo\\.png$`));
    expect(agentBody.url).toBe(`/uploads/agent-banners/${agentBody.key}`);
    const byAdmin = (await (await uploadRequest(api, 'blog-images', { name: 'x.png', bytes: images.png }, { cookie: cookies.admin })).json()) as UploadAnswer;
    // An admin has their own page, so their blog image goes to their own folder too.
    expect(byAdmin.key).toMatch(new RegExp(`^${agentIds.admin}/\\d{13}-[0-9a-f]{8}-x\\.png$`));
    expect(allFiles(made.uploads)).toEqual([join('agent-banners', agentBody.key), join('agent-banners', byAdmin.key)].sort());
  });

  it('answers 404 with the spec message when neither bucket exists', async () => {
    const made = await apiWithout(['blog-images', 'agent-banners']);
    api = made.api;
    const { cookies } = await signInEveryRole(api, ['agent']);
    const response = await uploadRequest(api, 'blog-images', { name: 'x.png', bytes: images.png }, { cookie: cookies.agent });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorAnswer).error.message).toBe(messages.backOffice.uploads.bucketNotFound);
    expect(allFiles(made.uploads)).toEqual([]);
  });

  it('a storage failure is a 500 without details, and no temporary file stays', async () => {
    api = await startTestApi();
    const { cookies, agentIds } = await signInEveryRole(api, ['agent']);
    // The agent's folder name is taken by a file, so the write cannot happen.
    const uploads = join(api.dir, 'uploads');
    mkdirSync(join(uploads, 'agent-headshots'), { recursive: true });
    writeFileSync(join(uploads, 'agent-headshots', agentIds.agent!), 'blocker');
    const response = await uploadRequest(api, 'agent-headshots', { name: 'me.png', bytes: images.png }, { cookie: cookies.agent });
    expect(response.status).toBe(500);
    expect(((await response.json()) as ErrorAnswer).error.code).toBe('server_error');
    expect(allFiles(uploads)).toEqual([join('agent-headshots', agentIds.agent!)]);
  });
});
