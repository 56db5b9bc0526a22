/** Messages between the server's main thread and the thread that owns PGlite. */

export type WorkerRequest =
  | { kind: 'query'; id: number; sql: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[]; tx?: number }
  | { kind: 'begin'; id: number; tx: number }
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  | { kind: 'close'; id: number };

/** A Postgres error's fields survive the thread hop; an Error's own properties would not. */
export interface SerializedDatabaseError {
  message: string;
  name: string;
  code?: string;
  constraint?: string;
  detail?: string;
  severity?: string;
  table?: string;
  column?: string;
}

export type WorkerResponse =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: SerializedDatabaseError };

export interface WorkerInit {
  dataDir: string;
}
