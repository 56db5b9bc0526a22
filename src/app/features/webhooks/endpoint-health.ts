import type { WebhookEndpoint } from '#contract/webhooks';
import type { BadgeTone } from '#app/components/ui/badge';
import { formatDateTime } from '#app/lib/format/format';

export interface HealthSummary {
  /** The badge: Healthy, Failing, Disabled or New. */
  state: 'healthy' | 'failing' | 'disabled' | 'new';
  tone: BadgeTone;
  /** One sentence for a person: what is happening and what to do. */
  text: string;
}

export const HEALTH_TONES: Record<HealthSummary['state'], BadgeTone> = {
  healthy: 'success',
  failing: 'warning',
  disabled: 'danger',
  new: 'neutral',
};

export function healthOf(endpoint: WebhookEndpoint): HealthSummary {
  const { health } = endpoint;
  const summary = (state: HealthSummary['state'], text: string): HealthSummary => ({ state, tone: HEALTH_TONES[state], text });
  if (!endpoint.enabled) {
    return endpoint.disabled_reason === 'failing'
      ? summary(
          'disabled',
          'Disabled by Whetstone after 3 days of failed deliveries. Fix the receiver, then enable the endpoint.',
        )
      : summary('disabled', 'Disabled: no events are sent to it until you enable it.');
  }
  if (health.failing_since) {
    return summary(
      'failing',
      `Failing since ${formatDateTime(health.failing_since)}. After 3 days without a successful delivery it is disabled.`,
    );
  }
  if (health.last_attempt_at === null) return summary('new', 'No deliveries yet.');
  return summary('healthy', 'The last delivery succeeded.');
}

/** "2 of 40 failed in the last 24 hours". */
export function failureRateText(endpoint: WebhookEndpoint): string {
  const { recent_attempts: attempts, recent_failures: failures } = endpoint.health;
  if (attempts === 0) return 'No deliveries in the last 24 hours';
  return `${failures} of ${attempts} failed in the last 24 hours`;
}
