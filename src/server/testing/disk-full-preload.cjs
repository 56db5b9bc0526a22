/**
 * A full disk, for start-up tests. Loaded with `node --require` (which, unlike --import, also runs
 * in worker threads, where PGlite writes through Node's fs), it fails every write to a file under
 * DISK_FULL_DIR with ENOSPC once DISK_FULL_AFTER_BYTES have been written there, as a full disk would,
 * and makes statfs report no space left there.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { env } = require('node:process');

const target = path.resolve(env.DISK_FULL_DIR ?? '/nonexistent');
const budget = Number(env.DISK_FULL_AFTER_BYTES ?? 0);
const inTarget = (file) => path.resolve(String(file)).startsWith(target + path.sep) || path.resolve(String(file)) === target;
const pathOfFd = new Map();
let written = 0;

const { openSync, closeSync, writeSync, statfsSync } = fs;
fs.openSync = function (file, ...rest) {
  const fd = openSync.call(this, file, ...rest);
  if (inTarget(file)) pathOfFd.set(fd, file);
  return fd;
};
fs.closeSync = function (fd, ...rest) {
  pathOfFd.delete(fd);
  return closeSync.call(this, fd, ...rest);
};
fs.writeSync = function (fd, buffer, ...rest) {
  if (pathOfFd.has(fd)) {
    const length = typeof rest[1] === 'number' ? rest[1] : Buffer.byteLength(buffer);
    if (written + length > budget) {
      const error = new Error(`ENOSPC: no space left on device, write`);
      Object.assign(error, { code: 'ENOSPC', errno: -28, syscall: 'write' });
      throw error;
    }
    written += length;
  }
  return writeSync.call(this, fd, buffer, ...rest);
};
fs.statfsSync = function (file, ...rest) {
  const stats = statfsSync.call(this, file, ...rest);
  return inTarget(file) ? Object.assign(stats, { bfree: 0, bavail: 0 }) : stats;
};
