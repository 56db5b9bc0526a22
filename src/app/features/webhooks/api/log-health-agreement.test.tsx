import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery } from '#contract/webhooks';
import { behindOf, newestAttemptAt, useLogAndHealthAgree } from './log-health-agreement';
import { webhookKeys } from './webhook-endpoints-query';

afterEach(cleanup);

const withAttempts = (...times: string[]) =>
  ({ attempts: times.map((attempted_at) => ({ attempted_at })) }) as unknown as WebhookDelivery;

const T1 = '2026-11-21T09:00:01.000Z';
const T2 = '2026-11-21T09:00:02.000Z';

describe('newestAttemptAt and behindOf', () => {
  it('finds the latest attempt among the deliveries’ latest attempts', () => {
    expect(newestAttemptAt([withAttempts(T1), withAttempts(), withAttempts(T2, T1)])).toBe(T2);
    expect(newestAttemptAt([withAttempts()])).toBeNull();
  });

  it('names the side that saw the earlier attempt, or none when they agree', () => {
    expect(behindOf(T2, T1)).toBe('health');
    expect(behindOf(T2, null)).toBe('health');
    expect(behindOf(T1, T2)).toBe('log');
    expect(behindOf(null, T2)).toBe('log');
    expect(behindOf(T2, T2)).toBeNull();
    expect(behindOf(null, null)).toBeNull();
  });
});

describe('useLogAndHealthAgree', () => {
  function setup(logNewest: string | null, healthLast: string | null) {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(
      (props: { log: string | null; health: string | null }) => useLogAndHealthAgree('we_1', props.log, props.health),
      {
        wrapper,
        initialProps: { log: logNewest, health: healthLast },
      },
    );
    return { invalidate, hook };
  }

  it('reads the health again when the log shows a later attempt, and the log when the health does', () => {
    const { invalidate, hook } = setup(T2, T1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: webhookKeys.detail('we_1'), exact: true });
    hook.rerender({ log: T1, health: T2 });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: webhookKeys.deliveries('we_1'), exact: true });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('reads nothing again while they agree, nor again for the same disagreement', () => {
    const { invalidate, hook } = setup(T2, T2);
    expect(invalidate).not.toHaveBeenCalled();
    hook.rerender({ log: T1, health: T2 });
    hook.rerender({ log: T1, health: T2 });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
