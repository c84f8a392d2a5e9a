'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { useAction } from '@/components/forms/use-action';
import { Button } from '@/components/ui/button';
import { formDataOf } from '@/components/admin/admin-form';
import { pauseNewsletterIssue, resumeNewsletterIssue } from '@/lib/actions/admin-newsletter';
import { formatNumber } from '@/lib/format/number';
import { fillText } from '@/lib/i18n/text-template';
import { NEWSLETTER_PROGRESS_POLL_MS } from '@/lib/validation/admin-newsletter';

import type { SendProgressTexts } from './newsletter-texts';

export interface ProgressFigures {
  status: 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';
  total: number;
  sent: number;
  failed: number;
  waiting: number;
  skipped: number;
}

interface SendProgressProps {
  issueId: string;
  initial: ProgressFigures;
  /** Its words in the page's script. */
  texts: SendProgressTexts;
}

/**
 * The sending issue's progress (issue 51, item 3): a bar of the copies done (sent, failed or
 * skipped) out of all, the figures beside it, 'Pauziraj' / 'Nastavi'. While the issue sends it
 * asks `/admin/newsletter/{id}/napredak` every two seconds; once it is sent the page is refreshed
 * and shows its final figures read-only.
 */
export function SendProgress({ issueId, initial, texts }: SendProgressProps) {
  const router = useRouter();
  const [figures, setFigures] = useState(initial);
  const [pollFailed, setPollFailed] = useState(false);
  const pause = useAction(pauseNewsletterIssue, { fallbackError: texts.pauseFailed });
  const resume = useAction(resumeNewsletterIssue, { fallbackError: texts.resumeFailed });
  const active = figures.status === 'sending' || figures.status === 'paused';

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const response = await fetch(`/admin/newsletter/${issueId}/napredak`, { cache: 'no-store' });
        if (!response.ok) throw new Error(String(response.status));
        const next = (await response.json()) as ProgressFigures;
        if (stopped) return;
        setPollFailed(false);
        setFigures(next);
        if (next.status === 'sent') router.refresh();
      } catch {
        if (!stopped) setPollFailed(true);
      }
    }, NEWSLETTER_PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, issueId, router]);

  const done = figures.sent + figures.failed + figures.skipped;
  const percent = figures.total > 0 ? Math.round((done / figures.total) * 100) : figures.status === 'sent' ? 100 : 0;
  const label = figures.status === 'sent' ? texts.sent : figures.status === 'paused' ? texts.paused : texts.sending;

  async function toggle() {
    const data = formDataOf({ id: issueId });
    const result = figures.status === 'paused' ? await resume.run(data) : await pause.run(data);
    if (result.ok)
      setFigures((current) => ({ ...current, status: current.status === 'paused' ? 'sending' : 'paused' }));
  }

  return (
    <section aria-labelledby="send-progress-heading" className="grid gap-3 rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="send-progress-heading" className="text-lg font-bold">
        {label}
      </h2>
      <div
        role="progressbar"
        aria-label={texts.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={fillText(texts.progressValue, percent, formatNumber(done), formatNumber(figures.total))}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-live="polite">
        <div>
          <dt className="text-muted-foreground">{texts.sent}</dt>
          <dd className="font-semibold">{formatNumber(figures.sent)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.failed}</dt>
          <dd className="font-semibold">{formatNumber(figures.failed)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.waiting}</dt>
          <dd className="font-semibold">{formatNumber(figures.waiting)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.skipped}</dt>
          <dd className="font-semibold">{formatNumber(figures.skipped)}</dd>
        </div>
      </dl>
      {pollFailed ? (
        <p role="status" className="text-sm text-muted-foreground">
          {texts.pollFailed}
        </p>
      ) : null}
      {active ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={pause.pending || resume.pending}
            onClick={() => void toggle()}
          >
            {figures.status === 'paused' ? texts.resume : texts.pause}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
