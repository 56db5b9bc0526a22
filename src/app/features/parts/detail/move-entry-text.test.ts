import { describe, expect, it } from 'vitest';
import type { PartHistoryEntry } from '#contract/parts';
import { isMove, moveText } from './move-entry-text';

const move: PartHistoryEntry = {
  id: 'hist_1',
  service_type: 'moved',
  wear_before: 40,
  wear_after: 40,
  technician_notes: '',
  completed_at: '2026-11-29T10:00:00.000Z',
  from_site_id: 'site_a',
  to_site_id: 'site_b',
  made_by: { kind: 'user', name: 'Dana Reyes' },
};
const names: Record<string, string> = { site_a: 'Harbour St', site_b: 'Midtown' };

describe('a move in the service history', () => {
  it('names the sites it left and went to, and who moved it', () => {
    expect(moveText(move, (id) => names[id])).toBe('From Harbour St to Midtown, by Dana Reyes');
  });

  it('calls a site it cannot name "another site", and leaves out a mover it was not told', () => {
    expect(moveText({ ...move, made_by: undefined }, (id) => (id === 'site_b' ? 'Midtown' : undefined))).toBe(
      'From another site to Midtown',
    );
  });

  it('tells a move from a service', () => {
    expect(isMove(move)).toBe(true);
    expect(isMove({ ...move, service_type: 'sharpening' })).toBe(false);
  });
});
