import { CodeSample } from '#app/components/secret/code-sample';
import { NODE_VERIFICATION_SAMPLE } from './verification-sample';

/** How a receiver verifies deliveries: beside a secret when it is shown, and on each endpoint's page. */
export function VerificationSample({ id = 'verify-deliveries' }: { id?: string }) {
  return (
    <CodeSample
      id={id}
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
  );
}
