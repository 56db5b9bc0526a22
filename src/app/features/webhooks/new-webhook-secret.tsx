import type { WebhookEndpointWithSecret } from '#contract/webhooks';
import { OneTimeSecret } from '#app/components/secret/one-time-secret';
import { VerificationSample } from './verification-sample-section';

/** The one time a signing secret is shown, with how a receiver verifies deliveries. */
export function NewWebhookSecret({ endpoint }: { endpoint: WebhookEndpointWithSecret }) {
  return (
    <OneTimeSecret
      warning="Copy this signing secret now."
      hint="Your receiver needs it to check that each delivery comes from Whetstone."
      label={
        <>
          Signing secret for <span className="break-all font-mono">{endpoint.url}</span>
        </>
      }
      secret={endpoint.secret}
      id="webhook-secret"
    >
      <VerificationSample />
    </OneTimeSecret>
  );
}
