import type { Metadata } from 'next';

import { PostNotFound } from '@/components/blog/post-not-found';

export const metadata: Metadata = { title: 'Članak nije pronađen', robots: { index: false } };

/** A post unpublished between proxy.ts's check and the render: still a 404 (without markup). */
export default function PostNotFoundBoundary() {
  return <PostNotFound />;
}
