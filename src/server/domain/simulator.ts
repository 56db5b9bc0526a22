import type { AppDeps } from '../http/app-env';

/** Moves open orders and invoices along on a timer; returns a stop function. */
export function startSimulator(_deps: AppDeps, _intervalMs: number): () => Promise<void> {
  return async () => {};
}
