import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../functions/auth/create-user';
import { messages } from '../../../src/lib/messages-staff';
import { signInEveryRole, type StaffRoleName } from '../../helpers/sign-in-as';
import { ATTACK_REASONS, attacks, IMAGE_TYPES, images, pdf } from '../../helpers/upload-fixtures';
import { backends, uploadRequest, type ErrorAnswer, type StorageHarness, type UploadAnswer } from './support';

const text = messages.backOffice.uploads;

describe.each(backends)('POST /api/uploads/:bucket and GET /uploads/... — $name', (backend) => {
  let h: StorageHarness;
  let cookies: Record<StaffRoleName, string>;
  let agentId: string;
  let otherAgentId: string;
  beforeAll(async () => {
    h = await backend.start();
    const signed = await signInEveryRole(h.api);
    cookies = signed.cookies;
    agentId = signed.agentIds.agent!;
    otherAgentId = (await createUser(h.api.db, { email: 'other@example.test', password: 'password-123', role: 'agent', name: 'Other Agent' })).agentId!;
  });
  afterAll(() => h.stop());

  const upload = (bucket: string, file: Parameters<typeof uploadRequest>[2], role?: StaffRoleName, agent?: string) =>
    uploadRequest(h.api, bucket, file, { cookie: role ? cookies[role] : undefined, agentId: agent });
  const get = (path: string, method = 'GET') => h.site.request(`http://localhost${path}`, { method });

  it('refuses by role: anonymous 401; an agent into product-images, into another agent folder, an admin into another agent folder 403', async () => {
    const before = h.files();
    const png = { name: 'a.png', bytes: images.png };
    expect((await upload('product-images', png)).status).toBe(401);
    expect((await upload('blog-images', png)).status).toBe(401);
    expect((await upload('product-images', png, 'agent')).status).toBe(403);
    expect((await upload('service-images', png, 'admin')).status).toBe(403);
    const foreign = await upload('agent-headshots', png, 'agent', otherAgentId);
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as ErrorAnswer).error.message).toBe(text.ownAgentOnly);
    expect((await upload('agent-banners', png, 'agent', otherAgentId)).status).toBe(403);
    // An admin has their own page (their own folder) and no other agent's.
    expect((await upload('agent-banners', png, 'admin', otherAgentId)).status).toBe(403);
    expect(h.files()).toEqual(before);
  });

  it('the super admin stores each allowed image type; the Node host serves it back inert and immutable', async () => {
    for (const [kind, bytes] of Object.entries(images)) {
      const response = await upload('product-images', { name: `Product ${kind}.bin`, bytes, type: 'text/html' }, 'super_admin');
      expect(response.status, kind).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as UploadAnswer;
      const { mime, ext } = IMAGE_TYPES[kind as keyof typeof IMAGE_TYPES];
      expect(body).toMatchObject({ bucket: 'product-images', size: bytes.length, contentType: mime, name: `Product ${kind}.bin` });
      expect(body.key).toMatch(new RegExp(`^\\d{13}-[0-9a-f]{8}\\.${ext}$`));
      expect(body.url).toBe(`/uploads/product-images/${body.key}`);

      const served = await get(body.url!);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('content-disposition')).toBeNull();
      const head = await get(body.url!, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
    }
    expect((await get('/uploads/product-images/0000000000000-deadbeef.png')).status).toBe(404);
    expect((await get('/uploads/product-images/..%2Fagent-documents%2Fx.pdf')).status).toBe(404);
  });

  it('an agent uploads into their own folder, named or implied; keys are generated from the sniffed type', async () => {
    for (const agent of [undefined, agentId]) {
      const response = await upload('agent-headshots', { name: 'My Headshot!.gif', bytes: images.png }, 'agent', agent);
      expect(response.status).toBe(201);
      const body = (await response.json()) as UploadAnswer;
      expect(body.key).toMatch(new RegExp(`^${agentId}/\\d{13}-[0-9a-f]{8}-my-headshot\\.png$`));
      expect(body.url).toBe(`/uploads/agent-headshots/${body.key}`);
      expect((await get(body.url!)).headers.get('content-type')).toBe('image/png');
    }
    const banner = await upload('agent-banners', { name: 'banner.webp', bytes: images.webp }, 'agent');
    expect(((await banner.json()) as UploadAnswer).key).toMatch(new RegExp(`^${agentId}/`));
  });

  it('blog images: admins and agents may; the key is blog/{timestamp}.{ext}', async () => {
    for (const role of ['admin', 'agent', 'super_admin'] as const) {
      const response = await upload('blog-images', { name: 'cover.jpg', bytes: images.jpeg }, role);
      expect(response.status, role).toBe(201);
      const body = (await response.json()) as UploadAnswer;
      expect(body.key).toMatch(/^blog\/\d{13}-[0-9a-f]{8}\.jpg$/);
      expect(body.url).toBe(`/uploads/blog-images/${body.key}`);
    }
  });

  it('the super admin names an existing agent for agent folders', async () => {
    const missing = await upload('agent-banners', { name: 'b.png', bytes: images.png }, 'super_admin');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorAnswer).error.fields).toEqual({ agentId: text.agentRequired });
    const unknown = await upload('agent-banners', { name: 'b.png', bytes: images.png }, 'super_admin', 'no-such-agent');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorAnswer).error.fields).toEqual({ agentId: text.agentNotFound });
    const ok = await upload('agent-banners', { name: 'b.png', bytes: images.png }, 'super_admin', otherAgentId);
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as UploadAnswer).key).toMatch(new RegExp(`^${otherAgentId}/`));
  });

  it('refuses the private documents bucket (documents go through /api/agent/documents, which records them); stores nothing', async () => {
    const before = h.files();
    for (const role of ['agent', 'admin', 'super_admin'] as const) {
      const response = await upload('agent-documents', { name: 'CV 2026.pdf', bytes: pdf() }, role);
      expect(response.status, role).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error).toMatchObject({ code: 'use_documents_route', message: text.documentsElsewhere });
    }
    expect(h.files()).toEqual(before);
  });

  it('refuses the attack list with a clear message each, storing nothing', async () => {
    const before = h.files();
    // Each refusal's status and message for an image bucket.
    const answers = {
      not_allowed: [415, text.notAllowedImage],
      unsafe_content: [415, text.unsafeContent],
      too_large: [413, text.tooLarge],
      bad_name: [400, text.badName],
      empty: [400, text.empty],
    } as const;
    for (const [attack, reason] of Object.entries(ATTACK_REASONS) as [keyof typeof attacks, keyof typeof answers][]) {
      const [status, message] = answers[reason];
      for (const bucket of ['blog-images', 'agent-headshots']) {
        const response = await upload(bucket, { ...attacks[attack], type: 'image/png' }, 'agent');
        expect(response.status, `${attack} → ${bucket}`).toBe(status);
        const body = (await response.json()) as ErrorAnswer;
        expect(body.error.message, attack).toBe(message);
        expect(body.error.fields?.file, attack).toBe(message);
      }
    }
    const noFile = await upload('blog-images', null, 'agent');
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as ErrorAnswer).error.message).toBe(text.missing);
    expect(h.files()).toEqual(before);
  });

  it('an unknown bucket is 404 with the spec wording', async () => {
    const response = await upload('avatars', { name: 'a.png', bytes: images.png }, 'super_admin');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'bucket_not_found', message: 'Bucket "avatars" not found...' } });
  });
});
