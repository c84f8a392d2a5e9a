import Image from 'next/image';
import Link from 'next/link';

import { getSiteConfig } from '@/lib/site/config';

import { MainNav } from './main-nav';

export function SiteHeader() {
  const site = getSiteConfig();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-bold tracking-tight" aria-label={`${site.name}, početna`}>
          <Image src={site.logoUrl} alt="" width={36} height={36} loading="eager" />
          <span className="hidden sm:inline">{site.name}</span>
        </Link>
        <MainNav shopUrl={site.shopUrl} />
      </div>
    </header>
  );
}
