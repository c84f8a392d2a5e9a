'use client';

import Link from 'next/link';
import { useEffect } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { ERROR_NOTICE_TEXTS, type ErrorNoticeTexts } from './error-notice-texts';

interface ErrorNoticeProps {
  error: Error & { digest?: string };
  retry: () => void;
  /** The way out: the home page, or the start of the area that failed (the admin panel, the members platform). */
  back?: { href: string; label: string };
  /** The texts in the page's script (`ERROR_NOTICE_TEXTS`); Latin when absent. */
  texts?: ErrorNoticeTexts;
}

/**
 * What a visitor sees when a page fails to render (app/error.tsx inside the site's shell, the
 * admin and members areas' own error.tsx inside theirs, app/global-error.tsx when even the shell failed): a plain Serbian explanation, a retry, a way
 * home, and the error's digest, which matches the server's log line without revealing anything.
 */
export function ErrorNotice({
  error,
  retry,
  texts = ERROR_NOTICE_TEXTS.lat,
  back = { href: '/', label: texts.home },
}: ErrorNoticeProps) {
  useEffect(() => {
    console.error('page.render_failed', error.digest ?? error.name);
  }, [error]);

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-7xl font-black text-primary" aria-hidden>
        !
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {texts.title}
      </h1>
      <p className="mt-2 text-muted-foreground">{texts.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonVariants()}>
          {texts.retry}
        </button>
        <Link href={back.href} className={buttonVariants({ variant: 'outline' })}>
          {back.label}
        </Link>
      </div>
      {error.digest ? (
        <p className="mt-6 text-xs text-muted-foreground">
          {texts.reference}: <code>{error.digest}</code>
        </p>
      ) : null}
    </section>
  );
}
