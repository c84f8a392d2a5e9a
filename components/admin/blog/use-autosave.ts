'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

import { autosaveStep, type EditorPostFields } from '@/lib/blog/editor';
import { AUTOSAVE_INTERVAL_MS } from '@/lib/validation/admin-blog';

interface AutosaveTarget {
  /** The newest text (timers outlive the render that started them). */
  current: () => EditorPostFields;
  /** What the last save kept; null while the post has never been saved. */
  kept: () => EditorPostFields | null;
  /** Saves the text (it has a title) as an autosave. */
  toDatabase: () => void;
  /** Reports that only the browser copy holds the text (it has no title). */
  toBrowser: () => void;
}

/**
 * Autosave every 30 s (spec §4, §9) while the text differs from what the last save kept
 * (`autosaveStep`): to the database when it has a title, otherwise reported as kept in the
 * browser, once per text.
 */
export function useAutosave(target: AutosaveTarget) {
  /** What the indicator last reported as kept in this browser, so the same text is not reported every 30 s. */
  const reportedInBrowser = useRef<EditorPostFields | null>(null);

  function tick() {
    const current = target.current();
    const step = autosaveStep(current, target.kept(), reportedInBrowser.current);
    if (step === 'database') target.toDatabase();
    if (step === 'browser') {
      reportedInBrowser.current = current;
      target.toBrowser();
    }
  }

  // The interval calls the newest render's `tick`.
  const tickRef = useRef(tick);
  useLayoutEffect(() => {
    tickRef.current = tick;
  });
  useEffect(() => {
    const timer = setInterval(() => tickRef.current(), AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
