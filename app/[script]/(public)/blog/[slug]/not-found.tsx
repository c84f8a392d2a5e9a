import type { Metadata } from 'next';

import { PostNotFound } from '@/components/blog/post-not-found';
import { pageScript } from '@/lib/i18n/page-script';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Članak nije pronađen'), robots: { index: false } };
}

/** A post unpublished between proxy.ts's check and the render: still a 404 (without markup). */
export default function PostNotFoundBoundary() {
  return <PostNotFound />;
}
