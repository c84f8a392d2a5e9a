import Image from 'next/image';
import Link from 'next/link';

import { getUploadedLogoUrl } from '@/lib/data/site-settings';
import { getSiteConfig } from '@/lib/site/config';

import { MainNav } from './main-nav';

export async function SiteHeader() {
  const site = getSiteConfig();
  // A logo uploaded in the admin 'Fajlovi' tab (site_settings.main_logo) wins over the configured one.
  const logoUrl = (await getUploadedLogoUrl()) ?? site.logoUrl;
  return (
    <header className="site-header">
      <div className="header-bar">
        {/* Named by the site alone: 'Početna' is the navigation's own link, which marks the current page. */}
        <Link href="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label={site.name}>
          <Image src={logoUrl} alt="" width={36} height={36} loading="eager" className="size-9 object-contain" />
          <span className="hidden sm:inline">{site.name}</span>
        </Link>
        <MainNav shopUrl={site.shopUrl} />
      </div>
    </header>
  );
}
