import type { Metadata } from 'next';
import Link from 'next/link';

import { buttonVariants } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Oops! Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">Stranica koju tražite ne postoji ili je premeštena.</p>
      <Link href="/" className={buttonVariants({ className: 'mt-8' })}>
        Nazad na početnu
      </Link>
    </section>
  );
}
