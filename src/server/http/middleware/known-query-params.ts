import { ApiError } from '#server/api-error';
import { clip } from '#server/http/text-safety';

function queryKeys(url: string): string[] {
  return [...new Set(new URL(url).searchParams.keys())];
}

/**
 * A query parameter the operation's query schema does not name is a typo
 * (`?part_typ=saw`) that would otherwise silently return the whole list: 400
 * invalid_parameter with one detail per unknown name. The query schema an
 * operation declares is both its allow-list and its documented parameters.
 */
export function refuseUnknownQueryParams(url: string, allowed: ReadonlySet<string>): void {
  const unknown = queryKeys(url).filter((key) => !allowed.has(key));
  if (unknown.length === 0) return;
  const known = [...allowed].join(', ') || 'none';
  throw new ApiError(
    'invalid_parameter',
    `Unknown query parameter "${clip(unknown[0]!)}"; this endpoint takes: ${known}.`,
    unknown.map((key) => ({
      field: clip(key),
      code: 'unknown_parameter',
      message: `Unknown query parameter "${clip(key)}"; allowed: ${known}.`,
    })),
  );
}
