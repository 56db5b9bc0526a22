import { useEffect, useId, useRef, type ReactNode } from 'react';
import { RateLimitBanner } from '../shell/rate-limit-banner';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  /** While a create or roll is in flight, Escape does not close: its secret would be lost unseen. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and restores focus.
 * Mount it to open it; it calls onClose however it is closed.
 */
export function ModalDialog({ title, onClose, busy = false, children }: ModalDialogProps) {
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
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <RateLimitBanner />
      <div className="max-h-[85vh] overflow-y-auto p-6">
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
