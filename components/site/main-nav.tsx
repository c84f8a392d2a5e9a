'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

import { ExternalLinkIcon, MenuIcon, XIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { JOIN_CTA, MAIN_NAV, isActivePath } from '@/lib/site/navigation';
import { clsx } from 'clsx';

import { ThemeToggle } from './theme-toggle';

interface MainNavProps {
  shopUrl: string;
}

/** Top navigation; below the md breakpoint it folds behind a toggle and closes when a link is chosen. */
export function MainNav({ shopUrl }: MainNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const links = (variant: 'desktop' | 'mobile') =>
    MAIN_NAV.map((item) => {
      const itemClass =
        variant === 'desktop'
          ? 'nav-link'
          : 'block rounded-xl px-4 py-3 text-base font-medium hover:bg-muted';
      if (item.external) {
        return (
          <li key={item.label}>
            <a href={shopUrl} target="_blank" rel="noopener noreferrer" onClick={close} className={clsx(itemClass, 'inline-flex items-center gap-1 text-foreground/80')}>
              {item.label}
              <ExternalLinkIcon className="size-3.5" aria-hidden />
              <span className="sr-only">(otvara se u novom prozoru)</span>
            </a>
          </li>
        );
      }
      const active = isActivePath(pathname, item.href);
      return (
        <li key={item.href}>
          <Link
            href={item.href}
            onClick={close}
            aria-current={active ? 'page' : undefined}
            className={clsx(itemClass, active ? 'bg-muted text-primary' : 'text-foreground/80')}
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <nav aria-label="Glavna navigacija" className="hidden items-center gap-2 md:flex">
        <ul className="flex items-center gap-0.5">{links('desktop')}</ul>
        <ThemeToggle />
        <Link href={JOIN_CTA.href} className={buttonVariants({ size: 'sm' })} aria-current={pathname === JOIN_CTA.href ? 'page' : undefined}>
          {JOIN_CTA.label}
        </Link>
      </nav>

      <button
        type="button"
        className="rounded-full p-2 hover:bg-muted md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Zatvori meni' : 'Otvori meni'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon className="size-6" aria-hidden /> : <MenuIcon className="size-6" aria-hidden />}
      </button>

      {open && (
        <nav id="mobile-menu" aria-label="Mobilna navigacija" className="absolute inset-x-0 top-full border-b bg-background p-4 shadow-lg md:hidden">
          <ul className="space-y-1">{links('mobile')}</ul>
          <div className="mt-4 flex items-center justify-between gap-4">
            <ThemeToggle />
            <Link href={JOIN_CTA.href} onClick={close} className={buttonVariants()}>
              {JOIN_CTA.label}
            </Link>
          </div>
        </nav>
      )}
    </>
  );
}
