import Image from 'next/image';
import Link from 'next/link';

import { getUploadedLogoUrl } from '@/lib/data/site-settings';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { getSiteConfig } from '@/lib/site/config';
import { HEADER_TEXTS, JOIN_CTA, MAIN_NAV, type NavItem } from '@/lib/site/navigation';

import { MainNav } from './main-nav';

export async function SiteHeader() {
  const site = getSiteConfig();
  // A logo uploaded in the admin 'Fajlovi' tab (site_settings.main_logo) wins over the configured one.
  const logoUrl = (await getUploadedLogoUrl()) ?? site.logoUrl;
  const { script, t, href } = await pageScript();
  const items = MAIN_NAV.map((item): NavItem =>
    item.external ? { ...item, label: t(item.label) } : { label: t(item.label), href: href(item.href) },
  );
  const texts = textTableIn(script, HEADER_TEXTS);
  return (
    <header className="site-header">
      <div className="header-bar">
        {/* Named by the site alone: 'Početna' is the navigation's own link, which marks the current page. */}
        <Link href={href('/')} className="flex items-center gap-2 font-bold tracking-tight" aria-label={t(site.name)}>
          <Image src={logoUrl} alt="" width={36} height={36} loading="eager" className="size-9 object-contain" />
          <span className="hidden sm:inline">{t(site.name)}</span>
        </Link>
        <MainNav
          shopUrl={site.shopUrl}
          items={items}
          join={{ label: t(JOIN_CTA.label), href: href(JOIN_CTA.href) }}
          texts={texts}
        />
      </div>
    </header>
  );
}
