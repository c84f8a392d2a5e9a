import 'server-only';

import type { Metadata } from 'next';

import { pageScript } from '@/lib/i18n/page-script';
import { SCRIPT_LANG, SCRIPTS, scriptPath, splitScriptPath, type Script } from '@/lib/i18n/script';
import { textIn } from '@/lib/i18n/texts';
import { getSiteConfig } from '@/lib/site/config';

export interface PageSeo {
  /** Title, description and keywords are typed in Latin (foreign words marked `-{…}-`), as every text of the site. */
  title: string;
  description: string;
  keywords: string[];
  /** Path of the page in Latin, e.g. '/about'; the canonical URL is built from SITE_URL and the page's script. */
  path: string;
  image?: string;
}

/** The canonical URL of a site path in a script (the home page is the bare site URL in Latin). */
export function pageUrl(path: string, script: Script = 'lat'): string {
  const site = getSiteConfig();
  const scriptedPath = scriptPath(script, path);
  return `${site.url}${scriptedPath === '/' ? '' : scriptedPath}` || site.url;
}

/**
 * A page's canonical address (`address`: its path in its own script, `/cir/blog`) and its address in
 * each script as `hreflang` alternates, so a crawler finds each from the other (docs/i18n.md).
 */
export function scriptAlternates(address: string): NonNullable<Metadata['alternates']> {
  const { script, path } = splitScriptPath(address);
  return {
    canonical: pageUrl(path, script),
    languages: Object.fromEntries(SCRIPTS.map((each) => [SCRIPT_LANG[each], pageUrl(path, each)])),
  };
}

/** Title, description, keywords, canonical URL and Open Graph for one page, in `script` (docs/i18n.md). */
export function pageMetadata(
  { title, description, keywords, path, image = '/images/og-default.jpg' }: PageSeo,
  script: Script = 'lat',
): Metadata {
  const site = getSiteConfig();
  const text = textIn(script);
  const url = pageUrl(path, script);
  const [shownTitle, shownDescription, siteName] = [text(title), text(description), text(site.name)];
  return {
    metadataBase: new URL(site.url),
    title: path === '/' ? { absolute: shownTitle } : shownTitle,
    description: shownDescription,
    keywords: keywords.map(text),
    alternates: scriptAlternates(scriptPath(script, path)),
    openGraph: {
      type: 'website',
      locale: 'sr_RS',
      siteName,
      title: shownTitle,
      description: shownDescription,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: siteName }],
    },
    // Next fills the card's title, description and image from Open Graph (vercel/next.js#57857).
    twitter: { card: 'summary_large_image' },
  };
}

/** `pageMetadata` in the script of the page being rendered: a public page's `generateMetadata`. */
export async function pageMetadataInScript(seo: PageSeo): Promise<Metadata> {
  const { script } = await pageScript();
  return pageMetadata(seo, script);
}
