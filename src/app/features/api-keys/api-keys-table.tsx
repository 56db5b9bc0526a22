import type { ApiKey } from '#contract/portal';
import { Badge } from '#app/components/ui/badge';
import { Button } from '#app/components/ui/button';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';
import { API_KEY_STATE_TONES, apiKeyState, isUsable, oldSecretNote } from './api-key-state';
import { useNow } from './use-now';

export type KeyAction = { kind: 'roll' | 'revoke'; key: ApiKey };

interface ApiKeysTableProps {
  keys: readonly ApiKey[];
  /** Absent when the session may not manage keys: the actions column is left out. */
  onAction?: (action: KeyAction) => void;
}

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;

export function ApiKeysTable({ keys, onAction }: ApiKeysTableProps) {
  const now = useNow();
  return (
    <div
      role="region"
      aria-labelledby="api-keys-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[64rem] ${PHONE_TABLE.table}`}>
        <caption id="api-keys-caption" className="sr-only">
          API keys
        </caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            <th role="columnheader" scope="col" className={TH}>
              Name
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Key
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Scopes
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Created
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Expires
            </th>
            <th role="columnheader" scope="col" className={TH}>
              Last used
            </th>
            <th role="columnheader" scope="col" className={TH}>
              State
            </th>
            {onAction ? (
              <th role="columnheader" scope="col" className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {keys.map((key) => {
            const state = apiKeyState(key, now);
            const oldSecret = oldSecretNote(key, formatDateTime, now);
            return (
              <tr
                key={key.id}
                role="row"
                className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
              >
                <th role="rowheader" scope="row" className={`${TD} text-left font-medium ${PHONE_SLOT_CLASS.full}`}>
                  {key.name}
                </th>
                <td role="cell" data-phone-label="Key" className={`${TD} whitespace-nowrap font-mono ${PHONE_SLOT_CLASS.full}`}>
                  {key.prefix}…{key.last4}
                </td>
                <td role="cell" data-phone-label="Scopes" className={`${TD} ${PHONE_SLOT_CLASS.full}`}>
                  <ul className="flex flex-wrap gap-1">
                    {key.scopes.map((scope) => (
                      <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">
                        {scope}
                      </li>
                    ))}
                  </ul>
                </td>
                <td role="cell" data-phone-label="Created" className={`${TD} whitespace-nowrap`}>
                  <RelativeTime iso={key.created_at} />
                  {key.created_by ? (
                    <span className="block whitespace-normal text-xs text-slate-700 dark:text-slate-300">
                      Created by {key.created_by.name}
                    </span>
                  ) : null}
                </td>
                <td role="cell" data-phone-label="Expires" className={`${TD} whitespace-nowrap ${PHONE_SLOT_CLASS.full}`}>
                  {key.expires_at ? formatDateTime(key.expires_at) : 'Never'}
                </td>
                <td role="cell" data-phone-label="Last used" className={`${TD} whitespace-nowrap`}>
                  {key.last_used_at ? <RelativeTime iso={key.last_used_at} /> : 'Never'}
                </td>
                <td role="cell" data-phone-label="State" className={TD}>
                  <Badge value={state} tones={API_KEY_STATE_TONES} />
                  {oldSecret ? (
                    <span className="mt-1 block min-w-40 text-xs font-normal text-slate-700 dark:text-slate-300">
                      {oldSecret}
                    </span>
                  ) : null}
                </td>
                {onAction ? (
                  <td role="cell" className={`${TD} whitespace-nowrap ${PHONE_SLOT_CLASS.full}`}>
                    {isUsable(state) ? (
                      <span className="flex gap-2">
                        {/* An old secret has its successor already: only the successor rolls again. */}
                        {oldSecret ? null : (
                          <Button
                            variant="secondary"
                            aria-label={`Roll ${key.name}`}
                            onClick={() => onAction({ kind: 'roll', key })}
                          >
                            Roll
                          </Button>
                        )}
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
