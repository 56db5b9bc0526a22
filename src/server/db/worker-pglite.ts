import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { SerializedDatabaseError, WorkerInit, WorkerRequest, WorkerResponse } from './pglite-worker-protocol';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown> };
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A Postgres error from the worker, with the fields callers inspect (code, constraint…). */
export class DatabaseError extends Error {
  readonly code?: string;
  readonly constraint?: string;
  readonly detail?: string;
  constructor(error: SerializedDatabaseError) {
    super(error.message);
    this.name = error.name === 'Error' ? 'DatabaseError' : error.name;
    Object.assign(this, { code: error.code, constraint: error.constraint, detail: error.detail });
  }
}

/**
 * Drizzle asks PGlite to keep dates, times and intervals as text by passing
 * identity parsers. Functions can't cross to the worker, so only their type ids
 * do — after checking that each one really is "keep the text".
 */
function textTypesOf(parsers: QueryOptions['parsers']): number[] {
  return Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse('2000-01-01 00:00:00', Number(type)) !== '2000-01-01 00:00:00') {
      throw new Error(`worker-pglite: only text-preserving parsers can be sent to the worker (type ${type})`);
    }
    return Number(type);
  });
}

/**
 * The bundle ships the thread's entry as pglite-worker.js beside main.js. From
 * source (tsx, vitest) it is TypeScript, which a worker thread can only load
 * after registering tsx's loader itself: worker threads don't inherit it.
 */
function startWorkerThread(workerData: WorkerInit): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** The subset of PGlite's API that drizzle's pglite driver uses, served by a PGlite on its own thread. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T>;
}

export class WorkerPglite implements PgliteLike {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTx = 1;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (response: WorkerResponse) => this.#settle(response));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`the database thread exited (code ${code})`)));
  }

  /** Starts the database thread on `dataDir`; resolves once PGlite answers a first query. */
  static async open(dataDir: string): Promise<WorkerPglite> {
    const worker = startWorkerThread({ dataDir } satisfies WorkerInit);
    const client = new WorkerPglite(worker);
    try {
      await client.query('select 1');
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    const request = {
      kind: 'query' as const,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: textTypesOf(options.parsers),
      tx,
    };
    return this.#send(request) as Promise<Results<T>>;
  }

  async transaction<T>(fn: (tx: Pick<PgliteLike, 'query'>) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#send({ kind: 'begin', tx });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (error) {
      // The callback's error is the one worth reporting, even if the rollback fails too.
      await this.#send({ kind: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#send({ kind: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#send({ kind: 'close' });
    this.#stopped = new Error('the database is closed');
    await this.#worker.terminate();
  }

  #send(request: Outgoing): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  #settle(response: WorkerResponse): void {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (response.ok) pending.resolve(response.result);
    else pending.reject(new DatabaseError(response.error));
  }

  /** The thread died: everything waiting fails, and so does everything after. */
  #stop(error: Error): void {
    if (!this.#stopped) console.error(`database: ${error.message}`);
    this.#stopped ??= error;
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
  }
}
