import type { Metadata } from 'next';
import Link from 'next/link';

import { buttonVariants } from '@/components/ui/button';
import { pageScript } from '@/lib/i18n/page-script';

export const metadata: Metadata = { title: 'Oops! Page not found', robots: { index: false } };

export default async function NotFound() {
  const { t, href } = await pageScript();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-black text-primary" aria-hidden>
        404
      </p>
      {/* The spec's English heading, the same in both scripts. */}
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">{t('Stranica koju tražite ne postoji ili je premeštena.')}</p>
      <Link href={href('/')} className={buttonVariants({ className: 'mt-8' })}>
        {t('Nazad na početnu')}
      </Link>
    </section>
  );
}
