import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every call the server makes to another site goes through functions/http/outside-fetch.ts (ADR 21): the API and
 * the hosts never call the platform's `fetch` themselves, so no address (and no redirect) escapes the checks.
 * `app.fetch(...)` (Hono handing a request to the API) and a checked fetch passed in as `deps.fetch` are fine.
 */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'functions', 'server', 'netlify'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|mts|mjs)$/.test(file));

/** A bare `fetch(` (not a method of some object) or the global itself. */
const plainFetch = /(^|[^.\w])fetch\s*\(|globalThis\.fetch|\bwindow\.fetch/;

describe('outside fetches', () => {
  it('no file in functions/, server/ or netlify/ calls the plain fetch', () => {
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (plainFetch.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
