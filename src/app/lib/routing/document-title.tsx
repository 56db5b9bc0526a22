import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Sets the tab's title from the deepest route whose `head` names one. The routes' heads only
 * ever give a title, so this stands in for the router's HeadContent, which also manages meta,
 * links and scripts, and cost the first load about 1 kB.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const named = state.matches[i]?.meta?.find((meta) => meta?.title)?.title;
        if (named) return named;
      }
      return undefined;
    },
  });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
