import { describe, expect, it } from 'vitest';
import { createScrollRestorationGate } from './scroll-restoration';

const at = (hash = '') => ({ location: { hash } });

describe('scroll restoration gate', () => {
  it("skips the renders of a fresh load's own location, and none after a navigation", () => {
    const gate = createScrollRestorationGate(() => 'navigate');
    const first = at();
    expect(gate(first)).toBe(false);
    expect(gate(first)).toBe(false);
    expect(gate(at())).toBe(true);
    // Back to the first page is a new location object: its position is restored.
    expect(gate(at())).toBe(true);
  });

  it.each(['reload', 'back_forward'])('restores on the first render of a %s load', (type) => {
    expect(createScrollRestorationGate(() => type)(at())).toBe(true);
  });

  it('scrolls to the #fragment of a fresh load', () => {
    expect(createScrollRestorationGate(() => 'navigate')(at('main'))).toBe(true);
  });
});
