import { notFound } from 'next/navigation';

import { log } from '@/lib/log';

/**
 * Every URL no route matches lands here (static and dynamic routes win first): the miss is logged
 * once, then the not-found page answers with HTTP 404.
 */
export default async function MissingRoute({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  log.warn('route.not_found', { path: `/${missing.join('/')}` });
  notFound();
}
