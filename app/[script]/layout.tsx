import '../globals.css';

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { script as scriptParam } from 'next/root-params';
import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/site/scroll-to-top';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { ThemeProvider } from '@/components/site/theme-provider';
import { NEW_WINDOW_NOTE_TEXT, NewWindowNote } from '@/components/ui/new-window-note';
import { Toaster } from '@/components/ui/toaster';
import { TOASTER_TEXTS } from '@/components/ui/toaster-texts';
import { pageScript } from '@/lib/i18n/page-script';
import { isScript, SCRIPT_LANG, SCRIPTS } from '@/lib/i18n/script';
import { textTableIn } from '@/lib/i18n/texts';
import { getSiteConfig } from '@/lib/site/config';
import { THEME_INIT_SCRIPT } from '@/lib/site/theme-script';

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteConfig();
  const { t } = await pageScript();
  const name = t(site.name);
  return {
    metadataBase: new URL(site.url),
    title: { default: name, template: `%s | ${name}` },
    applicationName: name,
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbf9f6' },
    { media: '(prefers-color-scheme: dark)', color: '#181b24' },
  ],
};

/** Every page exists in both scripts (docs/i18n.md), each prerendered for both. */
export function generateStaticParams() {
  return SCRIPTS.map((script) => ({ script }));
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // next.config.mjs sends every address to lat or cir, except the first segments of the routes
  // outside the segment (`/files`, `/sitemap` alone): those name no page. Not `dynamicParams =
  // false`, which every segment below would inherit (a new post or event would have no page).
  if (!isScript(await scriptParam())) notFound();
  const { script, t } = await pageScript();
  return (
    <html lang={SCRIPT_LANG[script]} suppressHydrationWarning>
      <head>
        {/* The stored theme before first paint; allowed by its hash where pages carry a nonce (lib/security/csp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <a href="#main" className="skip-link">
          {t('Preskoči na sadržaj')}
        </a>
        <ThemeProvider>
          <SiteHeader />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <ScrollToTop />
          <Toaster texts={textTableIn(script, TOASTER_TEXTS)} />
          <NewWindowNote text={t(NEW_WINDOW_NOTE_TEXT)} />
        </ThemeProvider>
      </body>
    </html>
  );
}
