import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The repository's import graph, read from the source text: the import-boundaries test and `npm run measure:design`
 * both walk it, so the rule and the figure are the same count. Relative imports only (packages are not layers);
 * `import type` counts too, since a type ties two files as well.
 */
const sourceFile = /\.(ts|tsx|mts|mjs|astro)$/;
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export function sourceFiles(root = process.cwd()): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => sourceFile.test(file) && !file.startsWith('node_modules/') && existsSync(join(root, file)));
}

/** Every relative import of a file, as a repository path without resolving the extension. */
export function importsOf(file: string, root = process.cwd()): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const targets: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const target = match[1] ?? match[2];
    if (target) targets.push(normalize(join(dirname(file), target)));
  }
  return targets;
}

/** The file an import names: as written, or with the extension or index file TypeScript would try. */
function resolveTarget(target: string, known: Set<string>): string | undefined {
  const candidates = [target, ...['.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'].map((end) => target + end)];
  const plain = target.replace(/\.js$/, '');
  candidates.push(`${plain}.ts`, `${plain}.tsx`);
  return candidates.find((candidate) => known.has(candidate));
}

export type ImportGraph = Map<string, string[]>;

/** File -> the repository files it imports (imports of anything outside the source files are dropped). */
export function importGraph(files: string[], root = process.cwd()): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const edges = importsOf(file, root)
      .map((target) => resolveTarget(target, known))
      .filter((target): target is string => target !== undefined && target !== file);
    graph.set(file, [...new Set(edges)]);
  }
  return graph;
}

/** The circles of the graph: every strongly connected group of two or more files (Tarjan's algorithm). */
export function circles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The floors inside functions/ (ADR 57), lowest first. A file may import its own floor or any floor below; an import
 * of a higher floor is an arrow back up. Every folder of functions/ is named on exactly one floor.
 */
export const FUNCTION_FLOORS: readonly { name: string; folders: readonly string[] }[] = [
  { name: 'ground: shared helpers', folders: ['http', 'shared'] },
  { name: 'platform: sessions, email, files, rebuilds', folders: ['deps.ts', 'auth', 'account', 'email', 'storage', 'content', 'rebuild', 'resources'] },
  {
    name: 'domains',
    folders: [
      'agents',
      'analytics',
      'audit',
      'blog',
      'borrower',
      'calculators',
      'catalogue',
      'chat',
      'clients',
      'documents',
      'lead-desk',
      'leads',
      'news',
      'privacy',
      'rate-alerts',
      'rates',
      'social-images',
      'testimonials',
    ],
  },
  { name: 'top: the app, its areas, the jobs', folders: ['app.ts', 'create-deps.ts', 'areas', 'jobs', 'setup'] },
];

/** The floor of a file under functions/ (its index in FUNCTION_FLOORS), undefined elsewhere or when unplaced. */
export function floorOf(file: string): number | undefined {
  const match = /^functions\/([^/]+)/.exec(file);
  if (!match) return undefined;
  const index = FUNCTION_FLOORS.findIndex((floor) => floor.folders.includes(match[1]));
  return index === -1 ? undefined : index;
}

/** Imports inside functions/ from a lower floor to a higher one, as "from -> to". */
export function upwardImports(graph: ImportGraph): string[] {
  const arrows: string[] = [];
  for (const [file, targets] of graph) {
    const from = floorOf(file);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = floorOf(target);
      if (to !== undefined && to > from) arrows.push(`${file} -> ${target}`);
    }
  }
  return arrows.sort();
}

/** The folders (or top files) of functions/ that no floor names: a new folder must be placed on one. */
export function unplacedFunctionFolders(files: string[]): string[] {
  const tops = new Set(files.filter((file) => file.startsWith('functions/')).map((file) => file.split('/')[1]));
  return [...tops].filter((top) => !FUNCTION_FLOORS.some((floor) => floor.folders.includes(top))).sort();
}
