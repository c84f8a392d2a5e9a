'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { scriptPath, splitScriptPath } from '@/lib/i18n/script';

import { ERROR_NOTICE_TEXTS } from './error-notice-texts';

interface ErrorNoticeProps {
  error: Error & { digest?: string };
  retry: () => void;
  /** The way out: the home page, or the start of the area that failed (the admin panel, the members platform). */
  area?: keyof typeof AREA_STARTS;
}

/** Where each area's way back leads (its label is the same key of `ERROR_NOTICE_TEXTS`). */
const AREA_STARTS = { home: '/', admin: '/admin', members: '/members' } as const;

/**
 * What a visitor sees when a page fails to render (app/[script]/error.tsx inside the site's shell,
 * the admin and members areas' own error.tsx inside theirs, app/global-error.tsx when even the shell
 * failed): a plain Serbian explanation, a retry, a way back, and the error's digest, which matches
 * the server's log line without revealing anything. In the address's script: an error boundary is
 * a client component, so its texts are written out in both (`ERROR_NOTICE_TEXTS`).
 */
export function ErrorNotice({ error, retry, area = 'home' }: ErrorNoticeProps) {
  const { script } = splitScriptPath(usePathname());
  const texts = ERROR_NOTICE_TEXTS[script];
  const back = { href: scriptPath(script, AREA_STARTS[area]), label: texts[area] };
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
