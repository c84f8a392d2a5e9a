'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Shown on /members/auth to a signed-in member: right after signing in (the page refreshes as the
 * session cookie arrives) it waits the spec's delay, so the toast can be read, then moves on.
 */
export function SignedInRedirect({ email, to, delayMs }: { email: string; to: string; delayMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace(to), delayMs);
    return () => clearTimeout(timer);
  }, [router, to, delayMs]);
  return (
    <div role="status" className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      <p>
        Prijavljeni ste kao <strong className="break-all">{email}</strong>. Preusmeravamo vas…
      </p>
      <Link href={to} className="font-semibold text-primary underline-offset-4 hover:underline">
        Nastavite
      </Link>
    </div>
  );
}
