import { useEffect, useEffectEvent, useRef } from 'react';

export function moveCaretToEnd(input: HTMLInputElement) {
  input.setSelectionRange(input.value.length, input.value.length);
}

/** How long typing must pause before the search runs by itself. */
export const SEARCH_AS_YOU_TYPE_DELAY_MS = 500;

/**
 * Search as you type for a GET search form that works without JavaScript: once typing pauses, the
 * form is submitted as if its button had been pressed (`requestSubmit`, so next/form and the
 * browser's own submission both apply). Give the form `formRef` and `onSubmit={cancelPendingSearch}`
 * (a submit now makes the pending one moot), and the query field's (named `q`) changes to
 * `searchWhenTypingPauses`.
 *
 * @param query the query the page shows now; typing back to it (trimmed) searches nothing.
 */
export function useSearchAsYouType(query: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPendingSearch = () => clearTimeout(timer.current);

  const searchWhenTypingPauses = (value: string) => {
    clearTimeout(timer.current);
    if (value.trim() === query.trim()) return;
    timer.current = setTimeout(() => formRef.current?.requestSubmit(), SEARCH_AS_YOU_TYPE_DELAY_MS);
  };

  // The server's HTML is live before React is: the browser may already have focused the query
  // field (its `autofocus`, caret first) and taken typing or a filter choice that no handler saw.
  // On mount a focused field gets its caret at the end, a changed filter searches at once, and
  // typed text once typing pauses.
  const catchUpWithTheBrowser = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const field = form.elements.namedItem('q');
    if (!(field instanceof HTMLInputElement)) return;
    if (document.activeElement === field) moveCaretToEnd(field);
    const filterChanged = Array.from(form.querySelectorAll('select')).some(
      (select) =>
        select.selectedIndex !==
        Math.max(
          0,
          Array.from(select.options).findIndex((option) => option.defaultSelected),
        ),
    );
    if (filterChanged) form.requestSubmit();
    else searchWhenTypingPauses(field.value);
  });
  useEffect(() => {
    catchUpWithTheBrowser();
    return () => clearTimeout(timer.current);
  }, []);

  return { formRef, searchWhenTypingPauses, cancelPendingSearch };
}
