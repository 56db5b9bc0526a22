import type { ReactNode } from 'react';
import {
  MAX_ATTEMPTS,
  retryScheduleText,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_LIMITS,
  WEBHOOK_SECRET_PREFIX,
} from '#contract/webhooks';
import { CodeSample } from '#app/components/secret/code-sample';
import { buildUrl } from '#app/lib/http/http-client';
import { PYTHON_VERIFICATION_SAMPLE } from '../python-verification-sample';
import { NODE_VERIFICATION_SAMPLE } from '../verification-sample';

const Code = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 font-mono text-xs dark:bg-slate-800">{children}</code>
);

/** What a receiver gets and how it checks it: the event reference, the signature scheme in words, samples to copy. */
export function ReceivingEvents() {
  return (
    <section aria-labelledby="receiving-events" className="mt-10 flex flex-col gap-4 text-sm">
      <h2 id="receiving-events" className="text-lg font-semibold">
        Receiving events
      </h2>
      <p>
        Each event arrives as a JSON <Code>POST</Code>. Every event type and its payload (the event, with <Code>data.object</Code>{' '}
        the part, order, invoice, API key or endpoint as it is after the change) are described in the <Code>webhooks</Code>{' '}
        section of the{' '}
        <a href={buildUrl('/v1/openapi.json')} className="font-medium underline">
          OpenAPI document
        </a>
        .
      </p>
      <section aria-labelledby="checking-signature">
        <h3 id="checking-signature" className="mb-1 text-sm font-semibold">
          Checking that a delivery comes from Whetstone
        </h3>
        <p className="mb-2">
          Deliveries are signed per{' '}
          <a href="https://www.standardwebhooks.com/" className="underline">
            Standard Webhooks
          </a>
          , so its libraries verify them; by hand:
        </p>
        <ol className="flex list-decimal flex-col gap-1 pl-5">
          <li>
            Read the headers <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> (Unix seconds) and{' '}
            <Code>webhook-signature</Code>, and the body exactly as it arrived, before parsing it.
          </li>
          <li>
            Refuse the delivery if the timestamp is more than {SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock: it may
            be a replay.
          </li>
          <li>
            Take your signing secret without its <Code>{WEBHOOK_SECRET_PREFIX}</Code> start, and decode the rest from base64: that
            is the key.
          </li>
          <li>
            Compute the HMAC-SHA256 of <Code>{'{webhook-id}.{webhook-timestamp}.{body}'}</Code> with that key, encode it in base64
            and put <Code>v1,</Code> before it.
          </li>
          <li>
            <Code>webhook-signature</Code> holds one or more signatures separated by spaces: two for 24 hours after you roll the
            secret, one made with each. Accept the delivery when any of them equals yours, compared in constant time.
          </li>
          <li>
            Answer with any 2xx within {WEBHOOK_LIMITS.deliveryTimeoutMs / 1000} seconds. Anything else is tried again after{' '}
            {retryScheduleText()} ({MAX_ATTEMPTS} attempts in all). The same event may come more than once: handle each{' '}
            <Code>webhook-id</Code> once.
          </li>
        </ol>
      </section>
      <CodeSample
        id="sample-node"
        heading="A receiver in Node"
        intro={
          <>
            With the <Code>standardwebhooks</Code> package, which makes the checks above.
          </>
        }
        code={NODE_VERIFICATION_SAMPLE}
        name="Node receiver sample"
        copyLabel="Copy the Node sample"
      />
      <CodeSample
        id="sample-python"
        heading="A receiver in Python"
        intro="With the standard library alone: the steps above, in order (Python 3.9 or later)."
        code={PYTHON_VERIFICATION_SAMPLE}
        name="Python receiver sample"
        copyLabel="Copy the Python sample"
      />
      <p className="text-slate-700 dark:text-slate-300">
        Both listen on port 3000 and read the signing secret from <Code>WHETSTONE_WEBHOOK_SECRET</Code>. To try one on your own
        computer, give it a public https URL with a tunnel (such as ngrok or Cloudflare Tunnel) and add that URL as an endpoint.
      </p>
    </section>
  );
}
