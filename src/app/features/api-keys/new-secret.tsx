import type { ApiKeyWithSecret } from '#contract/portal';
import { CodeSample } from '#app/components/secret/code-sample';
import { OneTimeSecret } from '#app/components/secret/one-time-secret';
import { apiBaseUrl, curlExample } from './curl-example';

/** The one time an API key's secret is shown, with a first request made with it. */
export function NewSecret({ apiKey }: { apiKey: ApiKeyWithSecret }) {
  const curl = curlExample(apiKey.scopes, apiKey.secret, apiBaseUrl());
  return (
    <OneTimeSecret
      warning="Copy this secret now."
      hint="Store it in your secret manager. Anyone with it can act on your account within its scopes."
      label={`Secret for “${apiKey.name}”`}
      secret={apiKey.secret}
      id="api-key-secret"
    >
      {curl ? (
        <CodeSample
          id="using-the-api"
          heading="Using the API"
          intro="A first request with this key:"
          code={curl}
          name="curl example"
          copyLabel="Copy command"
        />
      ) : null}
    </OneTimeSecret>
  );
}
