'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { toggleForeignMark, type ForeignMarkEdit } from '@/lib/i18n/foreign-mark';
import { splitScriptPath } from '@/lib/i18n/script';

import { FOREIGN_MARK_TEXTS } from './foreign-mark-texts';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Writes an edit into the field the way typing would: through the browser's editing
 * (`insertText`), so the field's `input` event runs (a controlled field's state follows, a plain
 * form field submits the new value) and Ctrl+Z takes the mark back. Where the browser cannot, the
 * value is set and an `input` event sent.
 */
function applyEdit(field: TextField, edit: ForeignMarkEdit) {
  const before = field.value;
  if (before === edit.text) return;
  let head = 0;
  while (head < before.length && head < edit.text.length && before[head] === edit.text[head]) head += 1;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < edit.text.length - head &&
    before[before.length - 1 - tail] === edit.text[edit.text.length - 1 - tail]
  )
    tail += 1;
  const inserted = edit.text.slice(head, edit.text.length - tail);

  field.focus();
  field.setSelectionRange(head, before.length - tail);
  const edited = inserted === '' ? document.execCommand('delete') : document.execCommand('insertText', false, inserted);
  if (!edited || field.value !== edit.text) {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, edit.text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  field.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  // A controlled field re-renders after the event: keep the selection where the edit put it.
  requestAnimationFrame(() => {
    if (document.activeElement === field) field.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });
}

interface ForeignMarkButtonProps {
  /** The id of the text field (input or textarea) the button marks text in. */
  targetId: string;
  className?: string;
}

/**
 * 'Strana reč' (docs/i18n.md): wraps the field's selected text in the foreign mark `-{…}-`, which
 * the Cyrillic page keeps in Latin letters and the Latin page hides; with nothing selected it
 * inserts `-{}-` with the caret inside, and on a marked selection it removes the mark. Focus goes
 * back to the field with the marked text selected. One button for every editor that needs it:
 * the blog post's toolbar and the admin fields with `foreignMark`.
 */
export function ForeignMarkButton({ targetId, className }: ForeignMarkButtonProps) {
  const texts = FOREIGN_MARK_TEXTS[splitScriptPath(usePathname() ?? '/').script];
  function mark() {
    const field = document.getElementById(targetId);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    applyEdit(field, toggleForeignMark(field.value, field.selectionStart ?? 0, field.selectionEnd ?? 0));
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-controls={targetId}
      aria-label={texts.label}
      title={texts.title}
      onClick={mark}
      className={className}
    >
      {texts.text}
    </Button>
  );
}

/** A field's control with the 'Strana reč' button beside it when `on`; without, the control alone. */
export function WithForeignMark({ on, id, children }: { on?: boolean; id: string; children: ReactNode }) {
  if (!on) return children;
  return (
    <div className="flex items-start gap-2 *:min-w-0">
      {children}
      <ForeignMarkButton targetId={id} className="shrink-0" />
    </div>
  );
}
