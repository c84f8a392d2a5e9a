import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Sign-in and the two status pages: narrow and centred, without the members navigation. */
export default function MemberAccessLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">{children}</div>;
}
