import Link from 'next/link';

import { pageScript } from '@/lib/i18n/page-script';

/**
 * The home page's way to the newsletter's archive (issue 51, item 6): one line, because the home
 * page's HTML has a size budget (60 kB, docs/performance.md) and the footer carries the sign-up.
 */
export async function HomeNewsletterLink() {
  const { t, href } = await pageScript();
  return (
    <p className="mx-auto max-w-6xl px-4 pb-16 text-center sm:px-6">
      <Link href={href('/newsletter')} className="font-semibold text-primary underline-offset-4 hover:underline">
        {t('Newsletter arhiva')}
      </Link>
      {t(': sva dosadašnja izdanja i prijava za sledeće.')}
    </p>
  );
}
