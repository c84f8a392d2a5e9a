'use client';

import { useId, useState, type KeyboardEvent } from 'react';

import { moveTabFocus } from '@/components/ui/tab-keys';
import { fillText } from '@/lib/i18n/text-template';
import { cn } from '@/lib/utils';

import type { MailPreviewTexts } from './newsletter-texts';

const WIDTHS = [
  { id: 'phone', width: 360 },
  { id: 'desktop', width: 640 },
] as const;

type WidthId = (typeof WIDTHS)[number]['id'];

interface MailPreviewProps {
  /** The rendered mail (a whole document), or null while it is being rendered. */
  html: string | null;
  /** Shown instead of the mail when it could not be rendered. */
  error?: string | null;
  /** Its words in the page's script. */
  texts: MailPreviewTexts;
}

/**
 * The mail as a reader sees it, at a phone's width (360 px) and a desktop client's (640 px): the
 * rendered document in a sandboxed frame (no scripts, no same origin, so nothing in it can reach the
 * panel), chosen with a real tablist (arrow keys, Home and End move between the tabs).
 */
export function MailPreview({ html, error, texts }: MailPreviewProps) {
  const id = useId();
  const [selected, setSelected] = useState<WidthId>('phone');
  const current = WIDTHS.find((entry) => entry.id === selected) ?? WIDTHS[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The tabs follow the focus: the tab the arrow keys reach is the open one.
    const next = moveTabFocus(event);
    if (next !== null) setSelected(WIDTHS[next]!.id);
  }

  return (
    // min-w-0: the 640 px frame scrolls inside its panel instead of widening the page on a phone.
    <div className="grid min-w-0 gap-3">
      <div role="tablist" aria-label={texts.tabs} className="flex gap-1" onKeyDown={onKeyDown}>
        {WIDTHS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`${id}-tab-${entry.id}`}
            aria-selected={entry.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={entry.id === selected ? 0 : -1}
            onClick={() => setSelected(entry.id)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              entry.id === selected
                ? 'bg-primary text-primary-foreground'
                : 'bg-muted text-muted-foreground hover:text-foreground',
            )}
          >
            {texts.widths[entry.id]} ({entry.width} px)
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        className="min-w-0 overflow-x-auto rounded-xl border bg-muted/40 p-2"
      >
        {error ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            {error}
          </p>
        ) : html === null ? (
          <p role="status" className="p-4 text-sm text-muted-foreground">
            {texts.loading}
          </p>
        ) : (
          <iframe
            title={fillText(texts.frame, texts.widths[current.id])}
            sandbox=""
            srcDoc={html}
            width={current.width}
            height={640}
            className="mx-auto block max-w-none rounded-lg border bg-white"
            style={{ width: current.width }}
          />
        )}
      </div>
    </div>
  );
}
