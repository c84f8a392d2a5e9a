'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatClockTime, formatDateTime } from '@/lib/format/date';
import { fillText } from '@/lib/i18n/text-template';
import { SAVING_FLASH_MS } from '@/lib/validation/admin-blog';

import type { BlogEditorTexts } from './blog-editor-texts';
import type { SaveStatus } from './use-save-queue';

type SaveTexts = BlogEditorTexts['save'];

/** The autosave indicator's text (spec §4), in the words of `texts`. */
export function saveStatusText(status: SaveStatus, texts: SaveTexts): string {
  switch (status.kind) {
    case 'saving':
      return texts.saving;
    case 'saved':
      return fillText(texts.lastSaved, formatClockTime(status.at));
    case 'kept-in-browser':
      return `${fillText(texts.lastSaved, formatClockTime(status.at))} ${texts.keptInBrowser}`;
    case 'failed':
      return fillText(texts.failed, status.message);
    case 'idle':
      return '';
  }
}

/** When a save's outcome may replace 'Čuvanje...': the spec's flash after the save started (null: at once). */
export function flashEndsAt(status: SaveStatus): number | null {
  return 'startedAt' in status && status.startedAt !== undefined ? status.startedAt + SAVING_FLASH_MS : null;
}

/**
 * The autosave indicator (spec §4: 'Čuvanje...' with a 0.5-second saving flash, then 'Poslednje
 * sačuvano: HH:mm:ss'). The flash is the indicator's alone: a save's outcome is known, and acted
 * on, as soon as the server answers; only its words wait for the flash to end.
 */
export function SaveIndicator({ status, texts }: { status: SaveStatus; texts: SaveTexts }) {
  const endsAt = flashEndsAt(status);
  /** The flash (by its end) that is over. */
  const [over, setOver] = useState<number | null>(null);
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => setOver(endsAt), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);
  const shown: SaveStatus = endsAt !== null && over !== endsAt ? { kind: 'saving' } : status;
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
      {saveStatusText(shown, texts)}
    </p>
  );
}

interface RecoveredCopyOfferProps {
  /** When the copy was written (ms since epoch). */
  savedAt: number;
  onAccept: () => void;
  onDiscard: () => void;
  texts: SaveTexts;
}

/** The offer of unsaved text a previous visit left in this browser. */
export function RecoveredCopyOffer({ savedAt, onAccept, onDiscard, texts }: RecoveredCopyOfferProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex-1">
        {texts.unsavedFound} ({formatDateTime(new Date(savedAt))})
      </p>
      <Button size="sm" onClick={onAccept}>
        {texts.restoreText}
      </Button>
      <Button size="sm" variant="outline" onClick={onDiscard}>
        {texts.discard}
      </Button>
    </div>
  );
}
