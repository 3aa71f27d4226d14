/**
 * `npm run measure:design [-- <checkout>]`: the design counts of ADR 56 and ADR 57, for this checkout or another
 * (to compare a branch with main): zod schemas per entity, back-office tabs that are pure configurations of the kit,
 * hand-typed '/api/…' strings in src/, imports up a floor and circles in the import graph, and comment lines that
 * cite something outside the repository. Read-only.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { circles, importGraph, sourceFiles, upwardImports } from './support/import-graph';

const root = resolve(process.argv[2] ?? process.cwd());
const files = sourceFiles(root);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const product = (file: string) => /^(src|functions|db|server|netlify|config)\//.test(file);

/** The entities of the issue, by the camelCase words of a schema's name. */
const ENTITIES: Record<string, (words: string[]) => boolean> = {
  testimonial: (w) => w.includes('testimonial') || w.includes('testimonials'),
  rate: (w) => (w.includes('rate') || w.includes('rates')) && !w.includes('alert') && !w.includes('alerts'),
  agent: (w) => w.includes('agent') || w.includes('agents'),
  'blog post': (w) => w.includes('post') || w.includes('posts') || w.includes('blog'),
  product: (w) => w.includes('product') || w.includes('products'),
  service: (w) => w.includes('service') || w.includes('services'),
  lender: (w) => w.includes('lender') || w.includes('lenders'),
};
const words = (name: string) => name.split(/(?=[A-Z])|_/).map((word) => word.toLowerCase());

function schemaCounts() {
  const definition = /^(?:export\s+)?const\s+(\w*Schema)\s*(?::[^=]+)?=\s*([^\n]*)/gm;
  const found: { name: string; file: string; root: boolean }[] = [];
  for (const file of files.filter(product)) {
    for (const match of read(file).matchAll(definition)) {
      // A root shape is written out (z.object); a derived one comes from another schema (pick, omit, extend, partial).
      found.push({ name: match[1], file, root: /^z\.object\(/.test(match[2].trim()) });
    }
  }
  return Object.entries(ENTITIES).map(([entity, matches]) => {
    const mine = found.filter((schema) => matches(words(schema.name.replace(/Schema$/, ''))));
    return {
      entity,
      schemas: mine.length,
      written_out: mine.filter((schema) => schema.root).length,
      files: new Set(mine.map((schema) => schema.file)).size,
      in_db: mine.filter((schema) => schema.file.startsWith('db/')).length,
    };
  });
}

async function tabCounts() {
  const { messages } = (await import(pathToFileURL(join(root, 'src/lib/messages-staff.ts')).href)) as {
    messages: { backOffice: { superAdminTabs: object; agentTabs: object } };
  };
  const tabs = Object.keys(messages.backOffice.superAdminTabs).length + Object.keys(messages.backOffice.agentTabs).length;
  // A pure-kit panel renders the kit's ResourcePanel and nothing else of its own: no other element, no hook.
  const panels = files.filter((file) => /^src\/islands\/back-office\/panels\/.*Panel\.tsx$/.test(file));
  const pure = panels.filter((file) => {
    const text = read(file);
    const elements = [...text.matchAll(/(?<![\w.])<([A-Z]\w*)/g)].map((match) => match[1]);
    return elements.length > 0 && elements.every((element) => element === 'ResourcePanel') && !/\buse[A-Z]\w*\(/.test(text);
  });
  return { tabs, pure: pure.map((file) => file.split('/').at(-1)?.replace('.tsx', '')) };
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*|#|<!-{2})/.test(line) || /\s\/\/\s/.test(line);

function apiStrings() {
  const literal = /['"`]\/api\//g;
  let all = 0;
  let backOffice = 0;
  for (const file of files.filter((name) => name.startsWith('src/'))) {
    for (const line of read(file).split('\n')) {
      if (isComment(line)) continue;
      const count = line.match(literal)?.length ?? 0;
      all += count;
      if (file.startsWith('src/islands/back-office/')) backOffice += count;
    }
  }
  return { all, backOffice };
}

/** The product specification cited as a document (its short name, not a test file's `.spec.ts`), or a path outside the repository. */
function outsideCitations() {
  const cite = /(?<![-.\w])spec(?![-.\w])(?!\s+files?\b)|\.\.[/]shared[/]|[/]work[/]/i;
  let lines = 0;
  const citing = new Set<string>();
  for (const file of files) {
    for (const line of read(file).split('\n')) {
      if (isComment(line) && cite.test(line)) {
        lines += 1;
        citing.add(file);
      }
    }
  }
  return { lines, files: citing.size };
}

const graph = importGraph(files, root);
const up = upwardImports(graph);
const loops = circles(graph);
const { tabs, pure } = await tabCounts();
const api = apiStrings();
const cited = outsideCitations();

console.log(`design counts for ${root}\n`);
console.log('zod schemas per entity (schemas, written out with z.object, files, of them in db/):');
for (const row of schemaCounts())
  console.log(`  ${row.entity.padEnd(12)} ${row.schemas} schemas, ${row.written_out} written out, ${row.files} files, ${row.in_db} in db/`);
console.log(`\npure-kit back-office tabs: ${pure.length} of ${tabs} (${pure.join(', ')})`);
console.log(`hand-typed '/api/…' strings in src/: ${api.all} (${api.backOffice} in the back office)`);
console.log(`imports up a floor inside functions/ (ADR 57): ${up.length}`);
for (const arrow of up) console.log(`  ${arrow}`);
console.log(`circles in the import graph: ${loops.length}`);
for (const loop of loops) console.log(`  ${loop.join(' <-> ')}`);
console.log(`comment lines citing outside the repository: ${cited.lines} in ${cited.files} files`);
