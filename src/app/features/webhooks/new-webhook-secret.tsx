import type { WebhookEndpointWithSecret } from '#contract/webhooks';
import { Alert } from '#app/components/ui/alert';
import { CopyButton } from '#app/features/api-keys/copy-button';
import { NODE_VERIFICATION_SAMPLE } from './verification-sample';

const CODE =
  'block overflow-x-auto whitespace-pre rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100';

/** The one time a signing secret is shown: held only in the dialog's state, gone when it closes. */
export function NewWebhookSecret({ endpoint }: { endpoint: WebhookEndpointWithSecret }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" role="alert" className="p-3">
        <p className="font-semibold">Copy this signing secret now. You will not be able to see it again.</p>
        <p className="mt-1">Your receiver needs it to check that each delivery comes from Whetstone.</p>
      </Alert>
      <div>
        <p id="webhook-secret-label" className="mb-1 text-sm font-medium">
          Signing secret for <span className="break-all font-mono">{endpoint.url}</span>
        </p>
        <code aria-labelledby="webhook-secret-label" className={`${CODE} select-all`} data-testid="webhook-secret">
          {endpoint.secret}
        </code>
        <div className="mt-2">
          <CopyButton text={endpoint.secret} label="Copy secret" />
        </div>
      </div>
      <section aria-labelledby="verify-deliveries">
        <h3 id="verify-deliveries" className="mb-1 text-sm font-semibold">
          Verify deliveries (Node)
        </h3>
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
          Each delivery is a JSON POST signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). With the{' '}
          <span className="font-mono">standardwebhooks</span> package:
        </p>
        <pre className={CODE} tabIndex={0} aria-label="Node verification sample">
          {NODE_VERIFICATION_SAMPLE}
        </pre>
        <div className="mt-2">
          <CopyButton text={NODE_VERIFICATION_SAMPLE} label="Copy sample" />
        </div>
      </section>
    </div>
  );
}
