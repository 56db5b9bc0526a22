import { Hono } from 'hono';
import type { AppDeps } from '../http/app-env';

/** The content host: serves invoice PDFs at signed, expiring URLs. */
export function createCdnApp(_deps: AppDeps): Hono {
  return new Hono();
}
