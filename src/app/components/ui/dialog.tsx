import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RateLimitBanner } from './rate-limit-banner';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** While a write is in flight, Escape does not close: its answer (a secret, say) would be lost unseen. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The one modal dialog: a native <dialog> opened with showModal(), so the browser traps focus,
 * closes on Escape and gives focus back to the opener. Mount it to open it; it calls onClose however
 * it is closed. It fits a 360 px screen: 1 rem margins, and its body scrolls when taller than the screen.
 */
export function Dialog({ title, onClose, busy = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => onCloseRef.current();
    const handleCancel = (event: Event) => {
      if (busyRef.current) event.preventDefault();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
      if (dialog.open) dialog.close();
      // Closed by unmounting (a Cancel or Done button): the browser only gives focus back on close().
      const lost = !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <RateLimitBanner />
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:p-6">
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
