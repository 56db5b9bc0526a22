import { describe, expect, it } from 'vitest';
import { PART_STATUSES } from '#contract/parts';
import { PART_STATUS_TONES } from './part-status-tones';

describe('PART_STATUS_TONES', () => {
  it('gives every part status a badge colour, and sets a retired part apart from active ones', () => {
    for (const status of PART_STATUSES) expect(PART_STATUS_TONES[status], status).toBeTruthy();
    expect(PART_STATUS_TONES.with_customer).toBe('success');
    expect(PART_STATUS_TONES.retired).toBe('muted');
    const active = PART_STATUSES.filter((status) => status !== 'retired').map((status) => PART_STATUS_TONES[status]);
    expect(active).not.toContain('muted');
  });
});
