import { pageScript } from '@/lib/i18n/page-script';

import { ScrollToTopButton } from './scroll-to-top-button';

/** The "back to the top" button of every page, named in the page's script. */
export async function ScrollToTop() {
  const { t } = await pageScript();
  return <ScrollToTopButton label={t('Vrati se na početak')} />;
}
