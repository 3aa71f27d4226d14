import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';

/**
 * Build work that costs per item (a post's HTML) is done once per content: its result is kept under
 * a hash of everything it shows (ADR 31, "Drawn once"), in this process's memory and in a folder that outlives the
 * build. The memory part lives on `globalThis`, not in this module: the Node host's warm build worker (ADR 35) loads
 * the build's own modules afresh for every build, so only the process-wide object survives from one build to the
 * next. The folder survives a new worker and a restart, and on Netlify a build plugin keeps it between builds
 * (netlify/plugins/build-cache/).
 */
export interface BuildCacheCounts {
  /** Found in this process's memory. */
  memory: number;
  /** Read back from the cache folder. */
  disk: number;
  /** Made afresh: not in the cache, or its content changed. */
  made: number;
}

interface Store {
  memory: Map<string, Buffer>;
  memoryBytes: number;
  counts: Map<string, BuildCacheCounts>;
  /** Files this build used, per kind: the ones pruning keeps. */
  used: Map<string, Set<string>>;
}

const STORE = Symbol.for('brokerage-site.build-cache');
/** Memory kept across builds in one process; past it the least recently used results are dropped (the folder keeps them). */
const MEMORY_LIMIT_BYTES = 192 * 1024 * 1024;
/** A cached file no build has used for this long is deleted by pruneBuildCache (another database's, or old content's). */
const PRUNE_AFTER_MS = 7 * 24 * 3600 * 1000;

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE]?: Store };
  holder[STORE] ??= { memory: new Map(), memoryBytes: 0, counts: new Map(), used: new Map() };
  return holder[STORE];
}

/** A hex SHA-256 of the parts (JSON; Buffers by their bytes): the key of a result that depends on exactly these. */
export function contentKey(...parts: unknown[]): string {
  const hash = createHash('sha256');
  const visit = (value: unknown) => {
    if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
      hash.update(`<bytes ${value.byteLength}>`);
      hash.update(value);
    } else hash.update(`${JSON.stringify(value) ?? 'undefined'}\n`);
  };
  parts.forEach(visit);
  return hash.digest('hex');
}

/**
 * The cache folder: BUILD_CACHE_DIR (relative to the project), `.cache/build` when unset, none when 'off' (every item
 * is made again, memory still holds results within one process).
 */
export function buildCacheDir(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  const value = source.BUILD_CACHE_DIR?.trim();
  if (value === 'off') return null;
  const dir = value || join('.cache', 'build');
  return isAbsolute(dir) ? dir : join(cwd, dir);
}

const fileOf = (dir: string, kind: string, key: string) => join(dir, kind, key);

function remember(key: string, value: Buffer) {
  const s = store();
  const old = s.memory.get(key);
  if (old) {
    s.memory.delete(key);
    s.memoryBytes -= old.byteLength;
  }
  if (value.byteLength > MEMORY_LIMIT_BYTES / 4) return;
  s.memory.set(key, value);
  s.memoryBytes += value.byteLength;
  for (const [oldest, buffer] of s.memory) {
    if (s.memoryBytes <= MEMORY_LIMIT_BYTES) break;
    s.memory.delete(oldest);
    s.memoryBytes -= buffer.byteLength;
  }
}

function count(kind: string, field: keyof BuildCacheCounts) {
  const counts = store().counts;
  const entry = counts.get(kind) ?? { memory: 0, disk: 0, made: 0 };
  entry[field] += 1;
  counts.set(kind, entry);
}

function markUsed(kind: string, key: string) {
  const used = store().used;
  const set = used.get(kind) ?? new Set<string>();
  set.add(key);
  used.set(kind, set);
}

/**
 * The result kept for `key` of `kind` (a folder name: letters, digits and dashes), or `make()`'s, which is then kept.
 * A cache that cannot be read or written only costs the work: the build never fails because of it.
 */
export async function cachedBuildWork(kind: string, key: string, make: () => Promise<Buffer>, dir: string | null = buildCacheDir()): Promise<Buffer> {
  const memoryKey = `${kind}/${key}`;
  markUsed(kind, key);
  const inMemory = store().memory.get(memoryKey);
  if (inMemory) {
    remember(memoryKey, inMemory); // most recently used
    count(kind, 'memory');
    return inMemory;
  }
  if (dir) {
    try {
      const onDisk = await readFile(fileOf(dir, kind, key));
      remember(memoryKey, onDisk);
      count(kind, 'disk');
      return onDisk;
    } catch {
      // not cached yet (or unreadable): made below
    }
  }
  const made = await make();
  count(kind, 'made');
  remember(memoryKey, made);
  if (dir) {
    try {
      await mkdir(join(dir, kind), { recursive: true });
      // Written beside, then renamed: two builds sharing the folder never read half a file.
      const temporary = `${fileOf(dir, kind, key)}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, made);
      await rename(temporary, fileOf(dir, kind, key));
    } catch {
      // A read-only or full disk: the next build makes it again.
    }
  }
  return made;
}

/** What this process has counted since the last reset: per kind, how many were reused and how many made. */
export function buildCacheCounts(): Record<string, BuildCacheCounts> {
  return Object.fromEntries([...store().counts].map(([kind, counts]) => [kind, { ...counts }]));
}

/** At a build's start: counts and the used set start again; memory is kept (that is the point). */
export function resetBuildCacheCounts(): void {
  store().counts.clear();
  store().used.clear();
}

/** Forgets everything held in memory (tests; the folder is untouched). */
export function clearBuildCacheMemory(): void {
  const s = store();
  s.memory.clear();
  s.memoryBytes = 0;
}

/**
 * After a build: deletes cached files of the kinds this build used that it did not use and that are older than a
 * week, so the folder does not grow with every edit. A week's grace keeps what another build sharing the folder
 * (another database, a preview) still needs.
 */
export async function pruneBuildCache(dir: string | null = buildCacheDir(), now = Date.now()): Promise<number> {
  if (!dir) return 0;
  let removed = 0;
  for (const [kind, used] of store().used) {
    let names: string[];
    try {
      names = await readdir(join(dir, kind));
    } catch {
      continue;
    }
    for (const name of names) {
      if (used.has(name)) continue;
      const file = join(dir, kind, name);
      try {
        if (now - (await stat(file)).mtimeMs > PRUNE_AFTER_MS) {
          await rm(file, { force: true });
          removed += 1;
        }
      } catch {
        // gone already
      }
    }
  }
  return removed;
}
