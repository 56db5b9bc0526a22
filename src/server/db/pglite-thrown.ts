/**
 * PGlite's file layer (Emscripten) throws plain objects, `{name: 'ErrnoError', errno}`, with
 * Emscripten's own numbers: "[object Object]" told nobody the disk was full.
 */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES: permission denied',
  19: 'EDQUOT: disk quota exceeded',
  22: 'EFBIG: file too large',
  29: 'EIO: input/output error',
  31: 'EISDIR: is a directory',
  32: 'ELOOP: too many levels of symbolic links',
  44: 'ENOENT: no such file or directory',
  51: 'ENOSPC: no space left on device',
  54: 'ENOTDIR: not a directory',
  63: 'EPERM: operation not permitted',
  69: 'EROFS: read-only file system',
};

/** A message for anything thrown, an Error or not. */
export function messageOfThrown(thrown: unknown): string {
  if (thrown instanceof Error) return thrown.message;
  const { name, errno } = (thrown ?? {}) as { name?: unknown; errno?: unknown };
  if (typeof errno === 'number') return `file system error ${EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`}`;
  if (typeof thrown === 'object' && thrown !== null)
    return `${typeof name === 'string' ? name : 'error'} ${JSON.stringify(thrown)}`;
  return String(thrown);
}
