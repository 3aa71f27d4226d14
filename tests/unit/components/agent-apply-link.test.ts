import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentApplyLink } from '../../../src/components/sections/agent/apply-link';

// An agent page's Apply Now names the agent on the site's own form, so the application reaches them without JavaScript (ADR 31).
describe("an agent page's Apply Now", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the site's application page naming the agent when neither the agent nor the site has an outside one", () => {
    vi.stubEnv('ONLINE_APPLICATION_URL', '');
    expect(agentApplyLink({ id: 'a-1', application_links: {} })).toEqual({ href: '/applications?agent=a-1', external: false });
  });

  it("is the agent's own apply link, else the site's outside one", () => {
    vi.stubEnv('ONLINE_APPLICATION_URL', 'https://apply.example.com/');
    expect(agentApplyLink({ id: 'a-1', application_links: { apply: 'https://agent.example.com/apply' } })).toEqual({
      href: 'https://agent.example.com/apply',
      external: true,
    });
    expect(agentApplyLink({ id: 'a-1', application_links: {} })).toMatchObject({ href: 'https://apply.example.com/', external: true });
  });
});
