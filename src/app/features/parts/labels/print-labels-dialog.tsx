import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Field, Input } from '#app/components/ui/field';
import { formatCount } from '#app/lib/format/format';
import { defaultStock, LABEL_STOCKS, labelsPerSheet, labelStock, type LabelStockId } from './label-stocks';
import { MAX_LABELS, useLabelSheet, type LabelSheetState, type LabelSource } from './use-label-sheet';

const plural = (count: number) => (count === 1 ? '1 part' : `${formatCount(count)} parts`);

function StatusText({ state }: { state: LabelSheetState }) {
  switch (state.phase) {
    case 'collecting': {
      const { fetched, total } = state.progress;
      return <>{`Fetched ${formatCount(fetched)}${total === null ? '' : ` of ${formatCount(total)}`} parts…`}</>;
    }
    case 'drawing':
      return <>{`Drawing ${formatCount(state.count)} labels… ${formatCount(state.drawn)} drawn.`}</>;
    case 'done':
      return (
        <>{`Saved ${state.fileName}: ${formatCount(state.count)} ${state.count === 1 ? 'label' : 'labels'} on ${state.sheets === 1 ? '1 sheet' : `${formatCount(state.sheets)} sheets`}. Print it at actual size (100 %), not “fit to page”.`}</>
      );
    case 'too-many':
      return (
        <>{`This list has ${formatCount(state.total)} parts; one PDF holds at most ${formatCount(MAX_LABELS)} labels. Narrow the filters, or select the parts to print.`}</>
      );
    default:
      return null;
  }
}

/** The label to start at (1-based), when it is one of the sheet's; null otherwise. */
function firstLabel(text: string, perSheet: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= perSheet ? value : null;
}

/** "Print labels": choose a sheet, then a PDF of one label per part is made in the browser and saved. */
export function PrintLabelsDialog({ source, onClose }: { source: LabelSource; onClose: () => void }) {
  const [stockId, setStockId] = useState<LabelStockId>(() => defaultStock(navigator.language));
  const { state, start, cancel } = useLabelSheet(source);
  const running = state.phase === 'collecting' || state.phase === 'drawing';
  const count = source.kind === 'selected' ? source.parts.length : source.total;
  const [startAt, setStartAt] = useState('1');
  const [startError, setStartError] = useState<string | undefined>();
  const perSheet = labelsPerSheet(labelStock(stockId));
  return (
    <Dialog title="Print labels" onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const first = firstLabel(startAt, perSheet);
          setStartError(
            first === null ? `Enter a label from 1 to ${formatCount(perSheet)}, the labels on one sheet.` : undefined,
          );
          if (first !== null) void start(stockId, first - 1);
        }}
      >
        <p className="text-sm">
          {source.kind === 'selected'
            ? `One label for each of the ${plural(count)} selected.`
            : `One label for each of the ${plural(count)} in this list.`}{' '}
          Each has a QR code that opens the part here, its label, serial number and type.
        </p>
        <fieldset className="mt-4" disabled={running}>
          <legend className="text-sm font-semibold">Label sheet</legend>
          {LABEL_STOCKS.map((stock) => (
            <label key={stock.id} className="mt-2 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="label-stock"
                value={stock.id}
                checked={stockId === stock.id}
                onChange={() => setStockId(stock.id)}
                className="h-4 w-4 accent-blue-700 dark:accent-sky-300"
              />
              {stock.name}
            </label>
          ))}
        </fieldset>
        <Field
          className="mt-4"
          label="Start at label"
          hint="On a sheet used in part: the labels before it are left blank, counted across, then down."
          error={startError}
        >
          {(control) => (
            <Input
              id={control.id}
              aria-describedby={control.describedBy}
              aria-invalid={control.invalid}
              inputMode="numeric"
              className="w-24"
              value={startAt}
              disabled={running}
              onChange={(event) => setStartAt(event.target.value)}
            />
          )}
        </Field>
        <p role="status" aria-live="polite" className="mt-4 min-h-5 text-sm">
          <StatusText state={state} />
        </p>
        {state.phase === 'failed' ? (
          <div className="mt-2">
            <ErrorPanel error={state.error} onRetry={() => void start(stockId, (firstLabel(startAt, perSheet) ?? 1) - 1)} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {running ? (
            <Button type="button" variant="secondary" onClick={cancel}>
              Stop
            </Button>
          ) : (
            <Button type="button" variant="secondary" onClick={onClose}>
              {state.phase === 'done' ? 'Close' : 'Cancel'}
            </Button>
          )}
          <Button type="submit" disabled={running}>
            {state.phase === 'done' ? 'Make the PDF again' : 'Make PDF'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
