import type { Metadata } from 'next';

import { pageScript } from './page-script';

/** A page's `generateMetadata` that names it by `title` (typed in Latin) in the page's script. */
export function titleInScript(title: string): () => Promise<Metadata> {
  return async () => {
    const { t } = await pageScript();
    return { title: t(title) };
  };
}
