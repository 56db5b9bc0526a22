import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON lines: every value is a JSON-encoded field, so a client
 * value (a NUL, a newline, `[error] FORGED`) can never start a line of its own.
 * `redact` is a safety net: no code path logs headers or bodies.
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: {
      paths: [
        'authorization',
        'cookie',
        'password',
        'secret',
        'key_hash',
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.secret',
        '*.key_hash',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A query's failure without its parameters: Drizzle's message quotes them, and they are client values. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withQuery = error as Error & { query?: unknown; code?: unknown };
  if (typeof withQuery.query === 'string') {
    const cause = error.cause as { code?: unknown; name?: unknown } | undefined;
    return { type: error.name, query: withQuery.query, sqlstate: cause?.code, cause: cause?.name };
  }
  return { type: error.name, message: error.message, code: withQuery.code, stack: error.stack };
}
