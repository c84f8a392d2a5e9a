import '../globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ScrollToTop } from '@/components/site/scroll-to-top';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { ThemeProvider } from '@/components/site/theme-provider';
import { NewWindowNote } from '@/components/ui/new-window-note';
import { Toaster } from '@/components/ui/toaster';
import { pageScript } from '@/lib/i18n/page-script';
import { SCRIPT_LANG, SCRIPTS } from '@/lib/i18n/script';
import { getSiteConfig } from '@/lib/site/config';
import { THEME_INIT_SCRIPT } from '@/lib/site/theme-script';

export function generateMetadata(): Metadata {
  const site = getSiteConfig();
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    applicationName: site.name,
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbf9f6' },
    { media: '(prefers-color-scheme: dark)', color: '#181b24' },
  ],
};

/** Every page exists in both scripts (docs/i18n.md); any other first segment is no page. */
export function generateStaticParams() {
  return SCRIPTS.map((script) => ({ script }));
}

export const dynamicParams = false;

export default async function RootLayout({ children }: { children: ReactNode }) {
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
          <Toaster />
          <NewWindowNote />
        </ThemeProvider>
      </body>
    </html>
  );
}
