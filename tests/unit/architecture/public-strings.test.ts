import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A public page downloads only the public site's strings: nothing a public island, component, layout or page script
 * imports may reach the back office's strings (`messages-staff.ts`, `messages-back-office.ts`), directly or through
 * a shared module. Back-office islands import `messages-staff`; everything public imports `messages`.
 */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const staffStrings = /^src\/lib\/messages-(staff|back-office)\.ts$/;

function resolve(from: string, target: string): string | null {
  const base = normalize(join(dirname(from), target));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && /\.(ts|tsx|astro)$/.test(candidate)) return candidate;
  return null;
}

/** What a file brings into a bundle: an `import type` is erased at build (the typed client's route types, ADR 56). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)]
    .filter((match) => !/^\s*(import|export) type\s/.test(match[0]))
    .map((match) => resolve(file, (match[1] ?? match[2])!))
    .filter((target): target is string => target !== null);
}

/** The chain of imports from `entry` to a staff-strings module, or null. */
function pathToStaffStrings(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (staffStrings.test(file)) return [...trail, file];
    if (seen.has(file)) return null;
    seen.add(file);
    for (const target of importsOf(file)) {
      const found = walk(target, [...trail, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const publicEntries = files.filter(
  (file) => /^src\/(islands|components|layouts|scripts|browser)\//.test(file) && !file.startsWith('src/islands/back-office/') && /\.(ts|tsx|astro)$/.test(file),
);

describe('public strings', () => {
  it('finds the public islands and components', () => {
    expect(publicEntries.length).toBeGreaterThan(30);
  });

  it('no public island, component, layout or script reaches the back office\u2019s strings', () => {
    const leaks = publicEntries
      .map(pathToStaffStrings)
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.join(' -> '));
    expect(leaks).toEqual([]);
  });
});
