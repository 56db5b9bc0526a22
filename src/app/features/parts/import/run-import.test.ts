import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import { planRun, problemsByRow, runImport, type ImportBatch } from './run-import';

const ready = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ index: i * 2, part: { part_type: 'knife' as const, internal_label: `P${i}` } }));

describe('planRun', () => {
  it('cuts the rows into batches, each with a key of its own', () => {
    let n = 0;
    const run = planRun(ready(2500), 'imp_1', 1000, () => `key-${++n}-x-y-z`);
    expect(run.batches.map((b) => [b.rows.length, b.key, b.done])).toEqual([
      [1000, 'key-1-x-y-z', false],
      [1000, 'key-2-x-y-z', false],
      [500, 'key-3-x-y-z', false],
    ]);
    expect(run.batches[1]!.rows[0]).toBe(2000);
  });
});

describe('runImport', () => {
  it('resumes after a dropped connection with the same keys, skipping batches already registered', async () => {
    const run = planRun(ready(30), 'imp_1', 10);
    const sent: string[] = [];
    let drop = true;
    const send = vi.fn(async (batch: ImportBatch) => {
      sent.push(batch.key);
      if (batch === run.batches[1] && drop) {
        drop = false;
        throw new NetworkError(new TypeError('Failed to fetch'));
      }
      return { created: batch.rows.length };
    });
    const progress: number[] = [];
    const first = await runImport(run, { send, onProgress: (n) => progress.push(n) });
    expect(first.kind).toBe('interrupted');
    const second = await runImport(run, { send, onProgress: (n) => progress.push(n) });
    expect(second).toEqual({ kind: 'done', created: 30 });
    expect(sent).toEqual([run.batches[0]!.key, run.batches[1]!.key, run.batches[1]!.key, run.batches[2]!.key]);
    expect(progress).toEqual([0, 10, 10, 20, 30]);
  });

  it('stops at a refused batch with its rows’ problems', async () => {
    const run = planRun(ready(20), 'imp_1', 10);
    const refusal = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'x',
      details: [
        {
          field: 'parts[3].serial_number',
          code: 'duplicate_serial',
          message: 'taken',
          row: 3,
          existing_part: { id: 'part_1', internal_label: 'A' },
        },
      ],
    });
    const send = vi.fn(async (batch: ImportBatch) => {
      if (batch === run.batches[1]) throw refusal;
      return { created: 10 };
    });
    const outcome = await runImport(run, { send, onProgress: () => undefined });
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused') {
      expect([...outcome.problems]).toEqual([
        [
          26,
          [
            {
              field: 'serial_number',
              message: expect.stringMatching(/^Another part already has this serial number: “A”\./),
              existingPart: { id: 'part_1', internal_label: 'A' },
            },
          ],
        ],
      ]);
    }
    expect(run.batches.map((b) => b.done)).toEqual([true, false]);
  });
});

describe('problemsByRow', () => {
  it('puts a detail on the whole row when it names no field', () => {
    expect([...problemsByRow([{ field: 'parts[0]', code: 'invalid_type', message: 'm', row: 0 }], [7])]).toEqual([
      [7, [{ field: 'row', message: 'm' }]],
    ]);
  });

  it('says in the portal’s words, without ids, which part has a serial already, and links to it', () => {
    const existing = { id: 'part_9', internal_label: 'Prep station scissor #320' };
    const detail = {
      field: 'parts[0].serial_number',
      code: 'duplicate_serial',
      message: 'm (part_9)',
      row: 0,
      existing_part: existing,
    };
    expect(problemsByRow([detail], [3]).get(3)).toEqual([
      {
        field: 'serial_number',
        message:
          'Another part already has this serial number: “Prep station scissor #320”. Each part needs its own; leave it empty if the part has none.',
        existingPart: existing,
      },
    ]);
  });
});
