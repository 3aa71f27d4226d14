import { describe, expect, it } from 'vitest';
import { contentChanged } from '../../../../functions/content/on-content-change';
import type { Logger } from '../../../../functions/http/logger';

function recordingLog() {
  const errors: { msg: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = { debug() {}, info() {}, warn() {}, error: (msg, fields) => void errors.push({ msg, fields }) };
  return { log, errors };
}

describe('contentChanged', () => {
  it('requests one rebuild naming what changed', async () => {
    const reasons: string[] = [];
    const { log } = recordingLog();
    await contentChanged({ log, rebuild: { requestRebuild: async (reason) => void reasons.push(reason) } }, 'testimonials', 'approved t1');
    expect(reasons).toEqual(['testimonials: approved t1']);
  });

  it('never throws into the caller; the failure is logged', async () => {
    const { log, errors } = recordingLog();
    const failing = { requestRebuild: async () => Promise.reject(new Error('hook down')) };
    await expect(contentChanged({ log, rebuild: failing }, 'posts', 'x')).resolves.toBeUndefined();
    expect(errors).toEqual([{ msg: 'rebuild request failed', fields: { reason: 'posts: x', error: 'hook down' } }]);
  });
});
