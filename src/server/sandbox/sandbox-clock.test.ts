import { describe, expect, it } from 'vitest';
import { createSandboxClock, simulatorNow } from './sandbox-clock';

describe('createSandboxClock', () => {
  it('starts at the real time and runs scale times as fast from there', () => {
    let real = Date.parse('2026-11-23T10:00:00Z');
    const clock = createSandboxClock(60, () => new Date(real));
    expect(clock().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    real += 1000;
    expect(clock().toISOString()).toBe('2026-11-23T10:01:00.000Z');
    real += 59_000;
    expect(clock().toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });
});

describe('createSandboxClock on the real clock', () => {
  it('starts at the real time when given no clock', () => {
    const before = Date.now();
    const read = createSandboxClock(1)().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});

describe('simulatorNow', () => {
  const appNow = () => new Date('2026-01-01T00:00:00Z');
  it('reads the sandbox clock when there is one, else the app clock', () => {
    expect(simulatorNow({ now: appNow, sandboxNow: () => new Date('2030-01-01T00:00:00Z') }).getUTCFullYear()).toBe(2030);
    expect(simulatorNow({ now: appNow }).getUTCFullYear()).toBe(2026);
  });
});
