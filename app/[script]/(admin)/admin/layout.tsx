import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Admin Panel'), robots: { index: false, follow: false } };
}

/** The admin area: wide, below the site's header. Every page and action here checks admin rights itself. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">{children}</div>;
}
