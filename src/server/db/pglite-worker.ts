/**
 * The thread that owns PGlite. PGlite runs Postgres as WebAssembly on whatever
 * thread calls it; on the server's main thread every query blocked HTTP I/O, and
 * under load some connections waited seconds to be read at all. Here queries run
 * in arrival order (PGlite's own FIFO lock) while the main thread keeps serving.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { messageOfThrown } from './pglite-thrown';
import type { SerializedDatabaseError, WorkerInit, WorkerRequest, WorkerResponse } from './pglite-worker-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs only as a worker thread');

const { dataDir } = workerData as WorkerInit;
const pglite = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  settled: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside PGlite's transaction callback so that it rolls back. */
class Rollback extends Error {}

const keepText = (value: string) => value;

function serializeError(error: unknown): SerializedDatabaseError {
  if (!(error instanceof Error)) return { name: 'Error', message: messageOfThrown(error) };
  const { code, constraint, detail, severity, table, column } = error as Error & Record<string, string | undefined>;
  return { name: error.name, message: error.message, code, constraint, detail, severity, table, column };
}

function begin(txId: number): Promise<void> {
  return new Promise((begun, failed) => {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const settled = pglite
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, settled });
        begun();
        if (!(await decided)) throw new Rollback();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        },
      )
      .finally(() => transactions.delete(txId));
    settled.catch(failed);
  });
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`no open transaction ${txId}`);
  open.finish(commit);
  await open.settled;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin(request.tx);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await pglite.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies WorkerResponse),
  );
});
