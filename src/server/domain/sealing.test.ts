import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealing';
import { deriveKey } from './signing';

const key = deriveKey('a-server-secret-of-at-least-32-characters', 'test');

describe('seal / unseal', () => {
  it('round-trips and hides the plaintext', () => {
    const sealed = seal(key, '{"secret":"wsk_live_abc"}');
    expect(sealed).not.toContain('wsk_live');
    expect(unseal(key, sealed)).toBe('{"secret":"wsk_live_abc"}');
  });
  it('refuses another key and any alteration', () => {
    const sealed = seal(key, 'hello');
    expect(unseal(deriveKey('another-server-secret-of-32-characters!', 'test'), sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    expect(unseal(key, [v, iv, tag, `${body}A`].join('.'))).toBeNull();
    expect(unseal(key, 'garbage')).toBeNull();
  });
  it('round-trips empty and non-ASCII text', () => {
    expect(unseal(key, seal(key, ''))).toBe('');
    expect(unseal(key, seal(key, 'café ✓ 刃'))).toBe('café ✓ 刃');
  });
  it('opens only its own format version', () => {
    const [, iv, tag, body] = seal(key, 'hello').split('.');
    expect(unseal(key, ['v2', iv, tag, body].join('.'))).toBeNull();
    expect(unseal(key, [iv, tag, body].join('.'))).toBeNull();
  });
});
