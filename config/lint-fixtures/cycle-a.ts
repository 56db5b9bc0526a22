// A deliberate import cycle with cycle-b.ts: config/lint-rules.test.ts checks that the linter refuses it.
import { b } from './cycle-b';

export const a = (): string => b();
