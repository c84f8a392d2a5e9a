'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import type { SignedInRedirectTexts } from '@/components/auth/auth-texts';

/**
 * Shown on /members/auth to a signed-in member: right after signing in (the page refreshes as the
 * session cookie arrives) it waits the spec's delay, so the toast can be read, then moves on.
 */
export function SignedInRedirect({
  email,
  to,
  delayMs,
  texts,
}: {
  email: string;
  /** The next page, in the page's script. */
  to: string;
  delayMs: number;
  texts: SignedInRedirectTexts;
}) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(to), delayMs);
    return () => clearTimeout(timer);
  }, [router, to, delayMs]);
  return (
    <div role="status" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      <p>
        {texts.signedInAs} <strong className="break-all">{email}</strong>. {texts.redirecting}
      </p>
      <Link href={to} className="font-semibold text-primary underline-offset-4 hover:underline">
        {texts.go}
      </Link>
    </div>
  );
}
