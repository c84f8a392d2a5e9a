import type { ReactNode } from 'react';

/** Sign-in pages: narrow, centred, never indexed (their metadata says so). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">{children}</div>;
}
