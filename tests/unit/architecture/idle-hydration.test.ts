import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every island that hydrates at idle gives the browser an upper bound (ADR 30): Astro's bare `client:idle` waits for an
 * idle moment that a busy page never has, and the island (a sign-in button that waits for React) stays dead.
 */
const astroFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('.astro'));

/** The lines (1-based) of an Astro file with a `client:idle` that does not pass the shared bound. */
function unboundedIdleLines(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (/client:idle(?!=\{idleHydration\})/.test(line) ? [index + 1] : []));
}

describe('islands that hydrate at idle', () => {
  it('finds a bare or custom client:idle and accepts the shared bound', () => {
    expect(unboundedIdleLines('<A client:idle />\n<B client:idle={idleHydration} />\n<C client:idle={{ timeout: 9000 }} />')).toEqual([1, 3]);
  });

  it('every Astro file passes idleHydration to client:idle', () => {
    const offenders = astroFiles.flatMap((file) => unboundedIdleLines(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });
});
