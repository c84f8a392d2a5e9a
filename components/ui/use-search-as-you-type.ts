import { useEffect, useRef } from 'react';

/** How long typing must pause before the search runs by itself. */
export const SEARCH_AS_YOU_TYPE_DELAY_MS = 500;

/**
 * Search as you type for a GET search form that works without JavaScript: once typing pauses, the
 * form is submitted as if its button had been pressed (`requestSubmit`, so next/form and the
 * browser's own submission both apply). Give the form `formRef` and `onSubmit={cancelPendingSearch}`
 * (a submit now makes the pending one moot), and the query field's changes to `searchWhenTypingPauses`.
 *
 * @param query the query the page shows now; typing back to it (trimmed) searches nothing.
 */
export function useSearchAsYouType(query: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancelPendingSearch = () => clearTimeout(timer.current);

  const searchWhenTypingPauses = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() === query.trim()) return;
    timer.current = setTimeout(() => formRef.current?.requestSubmit(), SEARCH_AS_YOU_TYPE_DELAY_MS);
  };

  return { formRef, searchWhenTypingPauses, cancelPendingSearch };
}
