import { apiKeyWrites } from './writes-api-keys';
import { orderWrites } from './writes-orders';
import { partWrites } from './writes-parts';
import { sessionWrites } from './writes-session';
import type { WriteUnderTest } from './write-under-test';

export const WRITES: readonly WriteUnderTest[] = [...sessionWrites, ...partWrites, ...orderWrites, ...apiKeyWrites];
