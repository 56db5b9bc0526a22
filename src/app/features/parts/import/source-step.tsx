import { useId, useState, type DragEvent } from 'react';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Textarea } from '#app/components/ui/field';
import { formatCount } from '#app/lib/format/format';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './import-limits';
import { downloadTemplate } from './template-csv';

interface SourceStepProps {
  refusal: string | null;
  reading: string | null;
  onFile: (file: File) => void;
  onText: (text: string) => void;
}

/** Step 1: a file chosen or dropped, or cells pasted from a spreadsheet, and a template to start from. */
export function SourceStep({ refusal, reading, onFile, onText }: SourceStepProps) {
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const fileId = useId();
  const pasteId = useId();

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <section aria-labelledby={`${fileId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${fileId}-heading`} className="text-lg font-semibold">
        1. Choose the spreadsheet
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A CSV or tab-separated file, up to {MAX_IMPORT_BYTES / 1024 / 1024} MB and {formatCount(MAX_IMPORT_ROWS)} parts, with the
        column names in its first row. From Excel choose File → Save As → “CSV UTF-8”; from Google Sheets File → Download →
        “Comma-separated values”; from Numbers File → Export To → CSV.
      </p>
      {refusal ? (
        <Alert tone="error" role="alert" title="This can’t be imported">
          <p>{refusal}</p>
          <p className="mt-1">Nothing was registered.</p>
        </Alert>
      ) : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-start gap-2 rounded-lg border-2 border-dashed p-4 ${
          dragging ? 'border-blue-700 bg-sky-50 dark:border-sky-300 dark:bg-sky-950' : 'border-slate-400 dark:border-slate-500'
        }`}
      >
        <label htmlFor={fileId} className="text-sm font-medium">
          Choose a file, or drop it here
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
          className="max-w-full text-sm"
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={pasteId} className="text-sm font-medium">
          Or paste cells copied from a spreadsheet (the column names first)
        </label>
        <Textarea id={pasteId} rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={pasted.trim() === ''} onClick={() => onText(pasted)}>
            Read pasted cells
          </Button>
          <Button variant="ghost" onClick={downloadTemplate}>
            Download a template (CSV)
          </Button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {reading ? `Reading ${reading}…` : null}
      </p>
    </section>
  );
}
