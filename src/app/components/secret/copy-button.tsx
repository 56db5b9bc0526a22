import { useState } from 'react';
import { Button } from '#app/components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text with the async Clipboard API and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" aria-live="polite" className="text-xs text-slate-700 dark:text-slate-300">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy; select the text and copy it yourself.' : ''}
      </span>
    </span>
  );
}
