import { Alert } from '#app/components/ui/alert';
import type { ApiKeyWithSecret } from '#contract/portal';
import { CopyButton } from './copy-button';
import { apiBaseUrl, curlExample } from './curl-example';

const CODE =
  'block overflow-x-auto whitespace-pre rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100';

/** The one time a secret is shown: held only in the dialog's state, gone when the dialog closes. */
export function NewSecret({ apiKey }: { apiKey: ApiKeyWithSecret }) {
  const curl = curlExample(apiKey.scopes, apiKey.secret, apiBaseUrl());
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" role="alert" className="p-3">
        <p className="font-semibold">Copy this secret now. You will not be able to see it again.</p>
        <p className="mt-1">Store it in your secret manager. Anyone with it can act on your account within its scopes.</p>
      </Alert>
      <div>
        <p id="new-secret-label" className="mb-1 text-sm font-medium">
          Secret for “{apiKey.name}”
        </p>
        <code aria-labelledby="new-secret-label" className={`${CODE} select-all`} data-testid="api-key-secret">
          {apiKey.secret}
        </code>
        <div className="mt-2">
          <CopyButton text={apiKey.secret} label="Copy secret" />
        </div>
      </div>
      {curl ? (
        <section aria-labelledby="using-the-api">
          <h3 id="using-the-api" className="mb-1 text-sm font-semibold">
            Using the API
          </h3>
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">A first request with this key:</p>
          <pre className={CODE} tabIndex={0} aria-label="curl example">
            {curl}
          </pre>
          <div className="mt-2">
            <CopyButton text={curl} label="Copy command" />
          </div>
        </section>
      ) : null}
    </div>
  );
}
