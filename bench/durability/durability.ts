/**
 * npm run bench:durability [-- --rounds 3 --workers 16 --kill-after 200]
 *
 * Starts the built server on a temporary PGlite data folder, fires concurrent
 * writes (parts and orders, with Idempotency-Keys), SIGKILLs the server
 * mid-burst, restarts it on the same folder and checks that every acknowledged
 * write is there and no order is half-written. Repeats for several rounds on the
 * same folder. Exits 1 on any lost or inconsistent write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createApiKeyFor,
  DEMO_SIGN_IN,
  ensureBundle,
  startBuiltServer,
  stopBuiltServer,
  tailOf,
  type BuiltServer,
} from '../built-server';
import { startBurst, type AckedWrite } from './durability-burst';
import { retryUnacknowledged } from './durability-retry';
import { verifyAfterRestart } from './durability-verify';
import { runScript } from '../run-script';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    workers: { type: 'string', default: '16' },
    'kill-after': { type: 'string', default: '200' },
    port: { type: 'string', default: '5410' },
  },
});
const ROUNDS = Number(values.rounds);
const WORKERS = Number(values.workers);
const KILL_AFTER = Number(values['kill-after']);
const PORT = Number(values.port);
// Durability, not capacity: every order of the burst takes the earliest window, so it seats them all.
// The burst writes its own parts and orders: no demo history to replay first (SANDBOX=off).
const ENV = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', PICKUP_WINDOW_CAPACITY: '100000', SANDBOX: 'off' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  ensureBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-durability-'));
  let server: BuiltServer = await startBuiltServer({ port: PORT, dataDir, env: ENV });
  const secret = await createApiKeyFor(server.url, DEMO_SIGN_IN, 'durability');
  const acked: AckedWrite[] = [];
  const rows: string[] = [];
  let failed = false;
  let duplicates = 0;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const burst = startBurst(server.url, secret, round, WORKERS);
      // A different moment in each round: somewhere after KILL_AFTER acknowledgements.
      const killAt = KILL_AFTER + Math.floor(Math.random() * (KILL_AFTER / 2));
      const deadline = Date.now() + 60_000;
      while (burst.log.acked.length < killAt && burst.log.unexpected.length === 0 && Date.now() < deadline) await sleep(2);
      server.child.kill('SIGKILL');
      console.log(`round ${round}: SIGKILL after ${burst.log.acked.length} acknowledged writes`);
      await server.exited;
      burst.stop();
      await burst.done;
      acked.push(...burst.log.acked);

      const started = performance.now();
      server = await startBuiltServer({ port: PORT, dataDir, env: ENV });
      const restartMs = performance.now() - started;
      const verdict = await verifyAfterRestart(server.url, secret, acked);
      const retried = await retryUnacknowledged(server.url, secret, burst.log.unacknowledged);
      acked.push(...retried.acked);
      const problems = [
        ...burst.log.unexpected.map((u) => `during the burst: ${u}`),
        ...verdict.problems,
        ...(retried.duplicates > 0 ? [`${retried.duplicates} parts exist twice after the retries`] : []),
        ...(retried.unresolved > 0 ? [`${retried.unresolved} retried writes were not answered 201`] : []),
      ];
      duplicates += retried.duplicates;
      failed ||= problems.length > 0;
      const thisRound = burst.log.acked;
      rows.push(
        `| ${round} | ${thisRound.filter((w) => w.path === '/v1/parts').length} | ${thisRound.filter((w) => w.path === '/v1/orders').length} | ` +
          `${burst.log.unacknowledged.length} | ${acked.length} | ${verdict.ordersScanned} | ${verdict.partsScanned} | ${verdict.replaysChecked} | ` +
          `${(restartMs / 1000).toFixed(1)} s | ${retried.summary} | ${problems.length === 0 ? 'ok' : `**${problems.length} problems**`} |`,
      );
      for (const problem of problems.slice(0, 20)) console.error(`  ✗ ${problem}`);
    }
  } catch (error) {
    failed = true;
    console.error(error, `\nserver log:\n${tailOf(server.logFile)}`);
  } finally {
    await stopBuiltServer(server);
  }
  console.log(`\nDurability: ${WORKERS} concurrent writers, SIGKILL mid-burst, restart on the same PGlite folder\n`);
  console.log(
    '| round | parts acked | orders acked | in flight at kill | acked so far, all checked | orders scanned | parts scanned | replays checked | restart | retry of in-flight writes | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`\nKills: ${ROUNDS}. Duplicated writes after retrying every in-flight write with its key: ${duplicates}.`);
  if (failed) console.error(`\nFAILED — data folder kept for inspection: ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

runScript(main);
