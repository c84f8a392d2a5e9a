'use client';

import Link from 'next/link';
import { useEffect } from 'react';

import { buttonVariants } from '@/components/ui/button';

export const ERROR_NOTICE = {
  title: 'Došlo je do greške',
  description: 'Nešto nije u redu na našoj strani. Pokušajte ponovo; ako se greška ponovi, javite nam se.',
  retry: 'Pokušaj ponovo',
  home: 'Nazad na početnu',
  admin: 'Nazad na Admin Panel',
  members: 'Nazad na platformu',
  reference: 'Oznaka greške',
} as const;

interface ErrorNoticeProps {
  error: Error & { digest?: string };
  retry: () => void;
  /** The way out: the home page, or the start of the area that failed (the admin panel, the members platform). */
  back?: { href: string; label: string };
}

/**
 * What a visitor sees when a page fails to render (app/error.tsx inside the site's shell, the
 * admin and members areas' own error.tsx inside theirs, app/global-error.tsx when even the shell failed): a plain Serbian explanation, a retry, a way
 * home, and the error's digest, which matches the server's log line without revealing anything.
 */
export function ErrorNotice({ error, retry, back = { href: '/', label: ERROR_NOTICE.home } }: ErrorNoticeProps) {
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
        {ERROR_NOTICE.title}
      </h1>
      <p className="mt-2 text-muted-foreground">{ERROR_NOTICE.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonVariants()}>
          {ERROR_NOTICE.retry}
        </button>
        <Link href={back.href} className={buttonVariants({ variant: 'outline' })}>
          {back.label}
        </Link>
      </div>
      {error.digest ? (
        <p className="mt-6 text-xs text-muted-foreground">
          {ERROR_NOTICE.reference}: <code>{error.digest}</code>
        </p>
      ) : null}
    </section>
  );
}
