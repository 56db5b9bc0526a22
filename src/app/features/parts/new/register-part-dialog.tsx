import type { Part } from '#contract/parts';
import { Dialog } from '#app/components/ui/dialog';
import { RegisterPartForm } from './register-part-form';

interface RegisterPartDialogProps {
  open: boolean;
  onClose: () => void;
  onRegistered: (part: Part) => void;
}

/** Mounted only while open, so every opening starts a fresh form and a fresh Idempotency-Key. */
export function RegisterPartDialog({ open, onClose, onRegistered }: RegisterPartDialogProps) {
  if (!open) return null;
  return (
    <Dialog title="Register a part" onClose={onClose}>
      <RegisterPartForm onRegistered={onRegistered} onCancel={onClose} />
    </Dialog>
  );
}
