import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { openapiDocument } from './openapi/openapi-document';

const dir = mkdtempSync(join(tmpdir(), 'ws-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([true, false])('the OpenAPI document (sandbox %s)', (sandbox) => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const copy = structuredClone(await openapiDocument({ sandbox }));
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeDefined();
  });

  it('passes redocly lint with no warnings', { timeout: 120_000 }, async () => {
    const file = join(dir, `openapi-${sandbox}.json`);
    writeFileSync(file, JSON.stringify(await openapiDocument({ sandbox })));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/redocly', ['lint', file, '--format=json'], {
      env,
    }).catch((error: { stdout: string; stderr: string }) => error);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(
      report.problems.map((p) => `${p.ruleId}: ${p.message}`),
      stderr,
    ).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
