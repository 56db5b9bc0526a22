import type { ApiKey } from '../../../contract/portal';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RelativeTime } from '../../components/ui/relative-time';
import { formatDateTime } from '../../lib/format';
import { API_KEY_STATE_TONES, apiKeyState, isUsable } from './api-key-state';
import { useNow } from './use-now';

export type KeyAction = { kind: 'roll' | 'revoke'; key: ApiKey };

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  /** Absent when the session may not manage keys: the actions column is left out. */
  onAction?: (action: KeyAction) => void;
}

const TH = 'px-3 py-3';
const TD = 'border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800';

export function ApiKeysTable({ keys, onAction }: ApiKeysTableProps) {
  const now = useNow();
  return (
    <div
      role="region"
      aria-labelledby="api-keys-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="w-full min-w-[64rem] border-collapse">
        <caption id="api-keys-caption" className="sr-only">
          API keys
        </caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className={TH}>
              Name
            </th>
            <th scope="col" className={TH}>
              Key
            </th>
            <th scope="col" className={TH}>
              Scopes
            </th>
            <th scope="col" className={TH}>
              Created
            </th>
            <th scope="col" className={TH}>
              Expires
            </th>
            <th scope="col" className={TH}>
              Last used
            </th>
            <th scope="col" className={TH}>
              State
            </th>
            {onAction ? (
              <th scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const state = apiKeyState(key, now);
            return (
              <tr key={key.id}>
                <th scope="row" className={`${TD} text-left font-medium`}>
                  {key.name}
                </th>
                <td className={`${TD} whitespace-nowrap font-mono`}>
                  {key.prefix}…{key.last4}
                </td>
                <td className={TD}>
                  <ul className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">
                        {scope}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={`${TD} whitespace-nowrap`}>
                  <RelativeTime iso={key.created_at} />
                </td>
                <td className={`${TD} whitespace-nowrap`}>{key.expires_at ? formatDateTime(key.expires_at) : 'Never'}</td>
                <td className={`${TD} whitespace-nowrap`}>
                  {key.last_used_at ? <RelativeTime iso={key.last_used_at} /> : 'Never'}
                </td>
                <td className={TD}>
                  <Badge value={state} tones={API_KEY_STATE_TONES} />
                </td>
                {onAction ? (
                  <td className={`${TD} whitespace-nowrap`}>
                    {isUsable(state) ? (
                      <span className="flex gap-2">
                        <Button
                          variant="secondary"
                          aria-label={`Roll ${key.name}`}
                          onClick={() => onAction({ kind: 'roll', key })}
                        >
                          Roll
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={`Revoke ${key.name}`}
                          onClick={() => onAction({ kind: 'revoke', key })}
                        >
                          Revoke
                        </Button>
                      </span>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
