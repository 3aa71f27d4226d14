import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const WORKER_PATH = fileURLToPath(new URL('./astro-build-worker.mjs', import.meta.url));
const OUTPUT_TAIL = 4000;

interface BuildWorker {
  child: ChildProcess;
  /** The project folder and environment it was forked with: a build for another runs in a fresh worker. */
  key: string;
  output: string;
}

/** What one build in the worker cost and what it left behind (server/astro-build-worker.mjs). */
export interface WorkerBuildStats {
  cpuSeconds: number;
  /** Time the build spent in full garbage collections. */
  fullGcSeconds: number;
  heapUsedBytes: number;
  residentBytes: number;
  /** Builds this worker has run, this one included. */
  builds: number;
  /** The worker leaves now: the next build runs in a fresh one (server/build-worker-retire.mjs). */
  leaving: boolean;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  error?: string;
  stats?: WorkerBuildStats;
}

/**
 * `astro build` into an outDir, in a worker process that stays warm between builds (ADR 35): one build at a time, a
 * worker per project folder and environment, and a failure that carries the end of the build's output.
 */
export function createAstroBuilder(workerPath = WORKER_PATH) {
  let current: BuildWorker | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let lastId = 0;

  /** Workers that said they leave after their last build and may still be on their way out. */
  const leaving = new Set<BuildWorker>();

  const stopWorker = (worker: BuildWorker | undefined): Promise<void> => {
    if (!worker || worker.child.exitCode !== null || worker.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      worker.child.once('exit', () => resolve());
      // Whoever awaits the stop waits for the exit.
      keepProcessAlive(worker, true);
      worker.child.kill();
    });
  };
  const stop = async (): Promise<void> => {
    const worker = current;
    current = undefined;
    await Promise.all([stopWorker(worker), ...[...leaving].map(stopWorker)]);
  };

  const workerFor = (cwd: string, env: NodeJS.ProcessEnv): BuildWorker => {
    const key = JSON.stringify([cwd, Object.entries(env).sort(([a], [b]) => a.localeCompare(b))]);
    if (current && current.key === key && current.child.connected) return current;
    void stop();
    const child = fork(workerPath, [], {
      cwd,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      // Plain Node: not the parent's loaders (tsx, a test runner's), which the worker does not need. --expose-gc: the
      // worker collects after each build to measure what the build left behind (server/build-worker-retire.mjs).
      execArgv: ['--expose-gc'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const worker: BuildWorker = { child, key, output: '' };
    const keepTail = (chunk: Buffer) => {
      worker.output = (worker.output + chunk.toString()).slice(-OUTPUT_TAIL);
    };
    child.stdout?.on('data', keepTail);
    child.stderr?.on('data', keepTail);
    child.on('error', () => undefined);
    child.on('exit', () => {
      if (current === worker) current = undefined;
    });
    keepProcessAlive(worker, false);
    current = worker;
    return worker;
  };

  const buildInWorker = (cwd: string, outDir: string, env: NodeJS.ProcessEnv, mayRetry: boolean): Promise<WorkerBuildStats | undefined> => {
    const worker = workerFor(cwd, env);
    const id = ++lastId;
    worker.output = '';
    keepProcessAlive(worker, true);
    return new Promise<WorkerBuildStats | undefined>((resolve, reject) => {
      const finish = () => {
        worker.child.off('message', onReply);
        worker.child.off('exit', onExit);
        worker.child.off('error', onError);
        keepProcessAlive(worker, false);
      };
      // The worker could not be started (Node may then send no 'exit'): this build fails rather than waits forever.
      const onError = (error: Error) => {
        finish();
        reject(new Error(`astro build could not start: ${error.message}`));
      };
      const onReply = (reply: WorkerReply) => {
        if (reply.id !== id) return;
        finish();
        // A worker that leaves after this build is not asked for another: the next one forks a fresh worker at once.
        if (reply.stats?.leaving && current === worker) {
          current = undefined;
          leaving.add(worker);
          worker.child.once('exit', () => leaving.delete(worker));
        }
        if (reply.ok) resolve(reply.stats);
        else reject(new Error(`astro build failed: ${worker.output.trim().slice(-1500) || reply.error}`));
      };
      const onExit = (code: number | null) => {
        finish();
        // A worker that left on its own (idle, or at its build limit) as this request arrived: once more, in a new one.
        if (code === 0 && mayRetry) buildInWorker(cwd, outDir, env, false).then(resolve, reject);
        else reject(new Error(`astro build exited with ${code}: ${worker.output.trim().slice(-1500)}`));
      };
      worker.child.on('message', onReply);
      worker.child.on('exit', onExit);
      worker.child.on('error', onError);
      worker.child.send({ id, outDir }, (error) => {
        if (error && worker.child.exitCode === null) worker.child.kill();
      });
    });
  };

  return {
    /** Resolves, once built, with what the build cost in the worker (none from a worker that does not say). */
    run(cwd: string, outDir: string, env: NodeJS.ProcessEnv): Promise<WorkerBuildStats | undefined> {
      const job = queue.then(() => buildInWorker(cwd, outDir, env, true));
      queue = job.catch(() => undefined);
      return job;
    },
    /** Stops the warm worker now (a host shutting down), resolving once it has exited; the next build forks a new one. */
    stop,
  };
}

const shared = createAstroBuilder();
/** The process's builder: `astro build` into outDir. */
export const runAstroBuild = shared.run;
/** Stops the process's warm build worker. */
export const stopAstroBuildWorker = shared.stop;

/** A waiting build keeps this process alive; an idle worker does not (a host or a test may end while it idles). */
function keepProcessAlive(worker: BuildWorker, alive: boolean): void {
  const handles = [worker.child, worker.child.channel, worker.child.stdout as Socket | null, worker.child.stderr as Socket | null];
  for (const handle of handles) {
    if (alive) handle?.ref?.();
    else handle?.unref?.();
  }
}
