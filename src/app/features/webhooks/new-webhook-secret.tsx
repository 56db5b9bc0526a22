import type { WebhookEndpointWithSecret } from '#contract/webhooks';
import { CodeSample } from '#app/components/secret/code-sample';
import { OneTimeSecret } from '#app/components/secret/one-time-secret';
import { NODE_VERIFICATION_SAMPLE } from './verification-sample';

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
      <CodeSample
        id="verify-deliveries"
        heading="Verify deliveries (Node)"
        intro={
          <>
            Each delivery is a JSON POST signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). With the{' '}
            <span className="font-mono">standardwebhooks</span> package:
          </>
        }
        code={NODE_VERIFICATION_SAMPLE}
        name="Node verification sample"
        copyLabel="Copy sample"
      />
    </OneTimeSecret>
  );
}
