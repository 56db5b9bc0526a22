import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button shows and hides a panel. It is open only on the screen
 * where it was opened, so following a link from it closes it.
 */
export function useDisclosure() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  };
}
