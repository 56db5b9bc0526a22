import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nothing listens on now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A Standard Webhooks signature as the service makes it, for requests a test forges. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Runs a receiver sample the way a customer runs the code copied from the portal: Node from a file
 * (`file`, inside the repository so it finds the standardwebhooks package), Python with `python3`;
 * on `port` instead of the sample's 3000, with the secret in WHETSTONE_WEBHOOK_SECRET. Resolves once
 * it answers a request.
 */
export async function runSample(
  language: 'node' | 'python',
  code: string,
  options: { port: number; secret: string; file: string },
) {
  const source = code.replace(/\b3000\b/, String(options.port));
  if (source === code) throw new Error('the sample does not listen on port 3000');
  const env = { ...process.env, WHETSTONE_WEBHOOK_SECRET: options.secret };
  if (language === 'node') writeFileSync(options.file, source);
  const child =
    language === 'node' ? spawn(process.execPath, [options.file], { env }) : spawn('python3', ['-c', source], { env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}/`;
  const stop = () => void child.kill();
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the ${language} sample exited: ${output}`);
    const answered = await fetch(url, { method: 'POST', body: '{}' }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (tries >= 150) {
      stop();
      throw new Error(`the ${language} sample did not start within 15 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}
