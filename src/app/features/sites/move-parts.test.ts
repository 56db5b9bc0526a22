import { describe, expect, it } from 'vitest';
import { moveParts } from './move-parts';

const parts = Array.from({ length: 10 }, (_, i) => ({ id: `part_${i}`, site_id: i === 0 ? 'site_b' : 'site_a' }));

describe('moving the selected parts', () => {
  it('sends one move per part not yet there, at most four at a time, and keeps going past a refusal', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const outcome = await moveParts(
      parts,
      'site_b',
      async (id) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        sent.push(id);
        if (id === 'part_3') throw new Error('in an open order');
      },
      (error) => (error as Error).message,
    );
    expect(sent).toHaveLength(9);
    expect(sent).not.toContain('part_0');
    expect(most).toBe(4);
    expect(outcome.stayed).toEqual([{ id: 'part_3', reason: 'in an open order' }]);
    expect(outcome.moved.sort()).toEqual(
      parts
        .map((p) => p.id)
        .filter((id) => id !== 'part_3')
        .sort(),
    );
  });

  it('sends nothing when every part is already at the site', async () => {
    const outcome = await moveParts([parts[0]!], 'site_b', () => Promise.reject(new Error('sent')), String);
    expect(outcome).toEqual({ moved: ['part_0'], stayed: [] });
  });
});
