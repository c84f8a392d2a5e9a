'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A card that swaps its 'Uredi' button for a form in place. The button leaves the page while the
 * form is open, so focus would fall back to the document: it moves to the form's first field on
 * opening and back to 'Uredi' on save or cancel, where a keyboard user left off.
 */
export function useInlineEditing() {
  const [editing, setEditing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Nothing moves on the first render: an admin opening the tab keeps focus where the browser put it.
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (editing) formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const toggle = (next: boolean) => {
    toggled.current = true;
    setEditing(next);
  };
  return { editing, open: () => toggle(true), close: () => toggle(false), formRef, editButtonRef };
}
