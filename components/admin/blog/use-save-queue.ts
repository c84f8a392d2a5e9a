'use client';

import { useState } from 'react';

import { createSaveTurns } from '@/lib/blog/editor';

/** What a save ended in: kept in the database, only in this browser (autosave of a text without a title), or failed. */
export type SaveOutcome =
  | { kind: 'saved' | 'kept-in-browser'; at: Date }
  /** `message`: the failed save's own ('Greška pri objavljivanju posta' for a publish). */
  | { kind: 'failed'; message: string };

/**
 * The autosave indicator's state. `startedAt` (ms) marks an outcome of a save this editor ran, so
 * the indicator can give 'Čuvanje...' its flash; an opened post's or a restore's outcome has none.
 */
export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | (SaveOutcome & { startedAt?: number });

/**
 * Saves in turn (never overlapping: each starts once the one before has settled, so it reads the
 * newest text and a new post is created once) and the status they report: 'saving' while one
 * runs, then its outcome. Nothing waits beyond the save itself.
 */
export function useSaveQueue(initialStatus: () => SaveStatus) {
  const [status, setStatus] = useState<SaveStatus>(initialStatus);
  const [inTurn] = useState(createSaveTurns);

  /** Queues `save`, which answers with its own result and the outcome the indicator reports. */
  function enqueue<R>(save: () => Promise<readonly [R, SaveOutcome]>): Promise<R> {
    return inTurn(async () => {
      const startedAt = Date.now();
      setStatus({ kind: 'saving' });
      const [result, outcome] = await save();
      setStatus({ ...outcome, startedAt });
      return result;
    });
  }

  return {
    status,
    enqueue,
    /** Reports an outcome that did not go through the queue (a restored version). */
    report: (outcome: SaveOutcome) => setStatus(outcome),
  };
}
