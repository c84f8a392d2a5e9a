import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { notFound } from 'next/navigation';

import { SiteStylesheet } from '../../site-stylesheet';

/**
 * A site page's own markup rendered by the bare app: the body that `npm run lighthouse` saved from
 * the site (its scripts and payload left out) with the site's stylesheet, so Next's own runtime
 * serves the same document the site serves. Measured beside the site's page, it shows what the
 * framework costs for that content and what the site adds to it. Rendered on its first request,
 * then served from Next's route cache, like the site's public pages.
 */
export function generateStaticParams() {
  return [];
}

export default async function MarkupPage({ params }) {
  const { page } = await params;
  if (!/^[a-z]+$/.test(page) || !process.env.BARE_NEXT_MARKUP_DIR) notFound();
  const saved = await readFile(path.join(process.env.BARE_NEXT_MARKUP_DIR, `${page}.json`), 'utf8').catch((error) => {
    // A page that was not saved is unknown; any other failure is a failure, not a 404.
    if (error.code === 'ENOENT') notFound();
    throw error;
  });
  const { bodyClass, markup } = JSON.parse(saved);
  return (
    <>
      <SiteStylesheet />
      {/* The site's body element's classes on a wrapper: the bare layout owns <body>. */}
      <div className={bodyClass} dangerouslySetInnerHTML={{ __html: markup }} />
    </>
  );
}
