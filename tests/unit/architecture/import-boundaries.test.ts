import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, importsOf, sourceFiles, unplacedFunctionFolders, upwardImports } from '../../../scripts/support/import-graph';

/**
 * The layers of docs/architecture.md, checked over every import in the repository: hosts -> functions -> db, every
 * layer may use src/lib and config, nothing imports back up, scripts never import tests, and src/lib holds no browser
 * or server I/O. Inside functions/, the floors of ADR 57: no import runs up a floor. And no two files import each
 * other, directly or round a longer circle. A new import that breaks a rule fails here with the file and the import.
 */
const files = sourceFiles();

type Rule = { name: string; from: RegExp; to: RegExp; except?: RegExp };

const rules: Rule[] = [
  { name: 'db/ does not import the API or the hosts', from: /^db\//, to: /^(functions|server|netlify)\// },
  { name: 'functions/ does not import the hosts', from: /^functions\//, to: /^(server|netlify)\// },
  {
    name: 'src/lib is shared code: no db, API, hosts or islands',
    from: /^src\/lib\//,
    to: /^(db|functions|server|netlify|src\/browser|src\/islands|src\/components|src\/pages)\//,
  },
  { name: 'server code never imports browser code', from: /^(functions|db|server|netlify|config)\//, to: /^src\/(browser|islands|components|scripts)\// },
  { name: 'islands call the API over HTTP, never functions/ or db/', from: /^src\/islands\//, to: /^(db|functions|server|netlify)\// },
  // The typed client takes the routes' types, and only types, from functions/areas/ (the two areas and the routers
  // mounted beside them, ADR 56); nothing else in the browser.
  {
    name: 'browser code reaches functions/ only through the typed client',
    from: /^src\/browser\//,
    to: /^(db|functions|server|netlify)\//,
    except: /^src\/browser\/api-routes\.ts -> functions\/areas\/(admin|agent|site)$/,
  },
  { name: 'components and layouts do not reach the API', from: /^src\/(components|layouts)\//, to: /^(functions|server|netlify)\// },
  // Pages read the database at build time through db/ (ADR 4); they never call the API's code.
  { name: 'pages read db/ at build time, never functions/ or the hosts', from: /^src\/pages\//, to: /^(functions|server|netlify)\// },
  // The social preview renderer reads files and runs sharp at build (ADR 31): never in a browser bundle or src/lib.
  { name: 'only pages use the build-time image renderer', from: /^src\/(lib|browser|islands|components|layouts|scripts)\//, to: /^src\/social-images\// },
  // The build cache reads and writes files at build (src/build-cache/): pages, the renderer and integrations only.
  { name: 'only build-time code uses the build cache', from: /^src\/(lib|browser|islands|components|layouts|scripts)\//, to: /^src\/build-cache\// },
  { name: 'product code never imports tests', from: /^(src|functions|db|server|netlify|config|scripts)\//, to: /^tests\// },
  { name: 'config/ uses only src/lib of the product', from: /^config\//, to: /^(src\/(?!lib\/)|functions|db|server|netlify)/ },
];

/** Modules that touch the browser or the network do not belong in src/lib (it runs in both places, without I/O). */
const browserIo = /\b(fetch\(|document\.|window\.|localStorage|sessionStorage|navigator\.)/;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('import boundaries', () => {
  it('reads the tree', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  for (const rule of rules) {
    it(rule.name, () => {
      const broken = files.flatMap((file) =>
        rule.from.test(file)
          ? importsOf(file)
              .filter((target) => rule.to.test(target))
              .map((target) => `${file} -> ${target}`)
              .filter((arrow) => !rule.except?.test(arrow))
          : [],
      );
      expect(broken).toEqual([]);
    });
  }

  it('the typed client imports only types from functions/ (erased from the bundle, ADR 56)', () => {
    const text = readFileSync('src/browser/api-routes.ts', 'utf8');
    const fromFunctions = [...text.matchAll(/^import[^;]*from\s+'[./]+functions\/[^']+';/gm)].map((match) => match[0]);
    expect(fromFunctions.length).toBeGreaterThan(0);
    expect(fromFunctions.filter((line) => !line.startsWith('import type '))).toEqual([]);
  });

  it('every folder of functions/ stands on a floor (ADR 57)', () => {
    expect(unplacedFunctionFolders(files)).toEqual([]);
  });

  it('no import inside functions/ runs up a floor (ADR 57)', () => {
    expect(upwardImports(importGraph(files))).toEqual([]);
  });

  it('no circle in the import graph', () => {
    expect(circles(importGraph(files))).toEqual([]);
  });

  it('src/lib performs no browser or network I/O', () => {
    const offenders = files.filter((file) => file.startsWith('src/lib/') && browserIo.test(withoutComments(readFileSync(file, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
