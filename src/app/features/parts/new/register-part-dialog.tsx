import { useEffect, useId, useRef } from 'react';
import type { Part } from '../../../../contract/parts';
import { RateLimitBanner } from '../../shell/rate-limit-banner';
import { RegisterPartForm } from './register-part-form';

interface RegisterPartDialogProps {
  open: boolean;
  onClose: () => void;
  onRegistered: (part: Part) => void;
}

/** A native modal dialog: focus is trapped and Escape closes it; focus goes back to the opener. */
export function RegisterPartDialog({ open, onClose, onRegistered }: RegisterPartDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
    >
      <RateLimitBanner />
      <div className="p-6">
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          Register a part
        </h2>
        {/* Mounted only while open, so every opening starts a fresh form and a fresh Idempotency-Key. */}
        {open ? <RegisterPartForm onRegistered={onRegistered} onCancel={onClose} /> : null}
      </div>
    </dialog>
  );
}
