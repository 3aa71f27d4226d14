import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildCacheCounts,
  buildCacheDir,
  cachedBuildWork,
  clearBuildCacheMemory,
  contentKey,
  pruneBuildCache,
  resetBuildCacheCounts,
} from '../../../../src/build-cache/build-cache';
import { cachedPostHtml } from '../../../../src/build-cache/post-html';
import { renderPostHtml } from '../../../../src/lib/content/markdown';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
  clearBuildCacheMemory();
  resetBuildCacheCounts();
});
afterEach(() => {
  clearBuildCacheMemory();
  resetBuildCacheCounts();
  rmSync(dir, { recursive: true, force: true });
});

describe('the build cache', () => {
  it('renders a post once per content, and again when the text changes', async () => {
    const text = '## Rates\n\nFixed or **variable**?';
    const html = await cachedPostHtml(text, 'markdown', dir);
    expect(html).toBe(renderPostHtml(text, 'markdown'));
    clearBuildCacheMemory();
    expect(await cachedPostHtml(text, 'markdown', dir)).toBe(html);
    expect(buildCacheCounts()['post-html']).toEqual({ memory: 0, disk: 1, made: 1 });

    await cachedPostHtml(`${text} Edited.`, 'markdown', dir);
    await cachedPostHtml(text, 'plain', dir);
    expect(buildCacheCounts()['post-html']!.made).toBe(3);
  });

  it('keys on every part, bytes included', () => {
    expect(contentKey('a', { b: 1 })).toBe(contentKey('a', { b: 1 }));
    expect(contentKey('a', { b: 1 })).not.toBe(contentKey('a', { b: 2 }));
    expect(contentKey(Buffer.from([1, 2]))).not.toBe(contentKey(Buffer.from([1, 3])));
    expect(contentKey(null)).not.toBe(contentKey(Buffer.alloc(0)));
  });

  it('a folder it cannot write only costs the work', async () => {
    const notAFolder = join(dir, 'file');
    writeFileSync(notAFolder, 'x');
    const made = await cachedBuildWork('kind', 'k1', async () => Buffer.from('result'), notAFolder);
    expect(made.toString()).toBe('result');
  });

  it('prunes files this build did not use once they are a week old; keeps used and recent ones', async () => {
    await cachedBuildWork('kind', 'used', async () => Buffer.from('1'), dir);
    mkdirSync(join(dir, 'kind'), { recursive: true });
    for (const name of ['old', 'recent']) writeFileSync(join(dir, 'kind', name), name);
    const eightDaysAgo = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
    utimesSync(join(dir, 'kind', 'old'), eightDaysAgo, eightDaysAgo);
    utimesSync(join(dir, 'kind', 'used'), eightDaysAgo, eightDaysAgo);

    expect(await pruneBuildCache(dir)).toBe(1);
    expect(existsSync(join(dir, 'kind', 'old'))).toBe(false);
    expect(existsSync(join(dir, 'kind', 'used'))).toBe(true);
    expect(existsSync(join(dir, 'kind', 'recent'))).toBe(true);
  });

  it('BUILD_CACHE_DIR: .cache/build by default, relative to the project, or off', () => {
    expect(buildCacheDir({}, '/site')).toBe(join('/site', '.cache', 'build'));
    expect(buildCacheDir({ BUILD_CACHE_DIR: 'tmp/cache' }, '/site')).toBe(join('/site', 'tmp', 'cache'));
    expect(buildCacheDir({ BUILD_CACHE_DIR: '/var/cache/site' }, '/site')).toBe('/var/cache/site');
    expect(buildCacheDir({ BUILD_CACHE_DIR: 'off' }, '/site')).toBeNull();
  });
});
