// A deliberate import cycle with cycle-a.ts: config/lint-rules.test.ts checks that the linter refuses it.
import { a } from './cycle-a';

export const b = (): string => String(a);
