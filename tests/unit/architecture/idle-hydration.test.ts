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

/** The `client:idle` attributes in an Astro file that do not pass the shared bound. */
function unboundedIdleIslands(text: string): string[] {
  return [...text.matchAll(/client:idle(=\{[^}]*\})?/g)].map((match) => match[0]).filter((attribute) => attribute !== 'client:idle={idleHydration}');
}

describe('islands that hydrate at idle', () => {
  it('finds a bare client:idle and accepts the shared bound', () => {
    expect(unboundedIdleIslands('<A client:idle />\n<B client:idle={idleHydration} />\n<C client:idle={{ timeout: 9000 }} />')).toEqual([
      'client:idle',
      'client:idle={{ timeout: 9000 }',
    ]);
  });

  it('every Astro file passes idleHydration to client:idle', () => {
    const offenders = astroFiles.flatMap((file) => unboundedIdleIslands(readFileSync(file, 'utf8')).map((attribute) => `${file}: ${attribute}`));
    expect(offenders).toEqual([]);
  });
});
