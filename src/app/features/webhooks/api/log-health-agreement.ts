import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WebhookDelivery } from '#contract/webhooks';
import { webhookKeys } from './webhook-endpoints-query';

/** The latest attempt among these deliveries (ISO time), or null when none was made. */
export function newestAttemptAt(deliveries: readonly WebhookDelivery[]): string | null {
  let newest: string | null = null;
  for (const delivery of deliveries) {
    const at = delivery.attempts[0]?.attempted_at;
    if (at && (newest === null || Date.parse(at) > Date.parse(newest))) newest = at;
  }
  return newest;
}

/** Which one is behind when the log and the health disagree on the last attempt: the one that saw the earlier. */
export function behindOf(logNewest: string | null, healthLast: string | null): 'log' | 'health' | null {
  const log = logNewest === null ? -Infinity : Date.parse(logNewest);
  const health = healthLast === null ? -Infinity : Date.parse(healthLast);
  if (log > health) return 'health';
  if (health > log) return 'log';
  return null;
}

/**
 * The endpoint's health and its delivery log read the same attempts, each at its own pace: when one
 * has seen a later attempt than the other, the other is read again at once, so the screen names one
 * time for the last delivery. (An attempt of a delivery on a page not loaded leaves the log behind:
 * it is read once more, not again and again, as nothing it depends on changes.)
 */
export function useLogAndHealthAgree(endpointId: string, logNewest: string | null, healthLast: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const behind = behindOf(logNewest, healthLast);
    if (behind === null) return;
    const queryKey = behind === 'health' ? webhookKeys.detail(endpointId) : webhookKeys.deliveries(endpointId);
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [queryClient, endpointId, logNewest, healthLast]);
}
