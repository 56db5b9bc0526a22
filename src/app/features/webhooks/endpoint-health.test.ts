import { describe, expect, it } from 'vitest';
import type { WebhookEndpoint } from '#contract/webhooks';
import { failureRateText, healthOf } from './endpoint-health';

const base: WebhookEndpoint = {
  id: 'we_1',
  url: 'https://example.com/hook',
  description: '',
  events: ['*'],
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-21T09:00:00.000Z',
  previous_secret_expires_at: null,
  health: {
    last_attempt_at: null,
    last_status_code: null,
    last_succeeded: null,
    recent_attempts: 0,
    recent_failures: 0,
    failing_since: null,
  },
};
const with_ = (patch: Partial<WebhookEndpoint>, health: Partial<WebhookEndpoint['health']> = {}) => ({
  ...base,
  ...patch,
  health: { ...base.health, ...health },
});

describe('healthOf', () => {
  it('is new, healthy, failing or disabled, and says why', () => {
    expect(healthOf(base).state).toBe('new');
    expect(healthOf(with_({}, { last_attempt_at: '2026-11-21T10:00:00.000Z', last_succeeded: true })).state).toBe('healthy');
    const failing = healthOf(
      with_({}, { last_attempt_at: '2026-11-21T10:00:00.000Z', failing_since: '2026-11-21T10:00:00.000Z' }),
    );
    expect(failing).toMatchObject({ state: 'failing', tone: 'warning' });
    expect(failing.text).toMatch(/^Failing since .*After 3 days without a successful delivery it is disabled\.$/);
    expect(healthOf(with_({ enabled: false, disabled_reason: 'failing' }))).toMatchObject({
      state: 'disabled',
      tone: 'danger',
      text: 'Disabled by Whetstone after 3 days of failed deliveries. Fix the receiver, then enable the endpoint.',
    });
    expect(healthOf(with_({ enabled: false, disabled_reason: 'manual' })).text).toBe(
      'Disabled: no events are sent to it until you enable it.',
    );
  });
});

describe('failureRateText', () => {
  it('counts the last 24 hours', () => {
    expect(failureRateText(base)).toBe('No deliveries in the last 24 hours');
    expect(failureRateText(with_({}, { recent_attempts: 40, recent_failures: 2 }))).toBe('2 of 40 failed in the last 24 hours');
  });
});
