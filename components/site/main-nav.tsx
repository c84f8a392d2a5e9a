'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';

import { ExternalLinkIcon, MenuIcon, XIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import { isActivePath, type HeaderTexts, type NavItem } from '@/lib/site/navigation';
import { clsx } from 'clsx';

import { ScriptSwitch } from './script-switch';
import { ThemeToggle } from './theme-toggle';

interface MainNavProps {
  shopUrl: string;
  /** The links in the page's script, with their addresses in it (components/site/site-header.tsx). */
  items: readonly NavItem[];
  join: { label: string; href: string };
  texts: HeaderTexts;
}

/** Top navigation; below the md breakpoint it folds behind a toggle and closes when a link is chosen. */
export function MainNav({ shopUrl, items, join, texts }: MainNavProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu (it covers the page) from the toggle or from inside it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  };

  const links = (variant: 'desktop' | 'mobile') =>
    items.map((item) => {
      const itemClass =
        variant === 'desktop' ? 'nav-link' : 'block rounded-xl px-4 py-3 text-base font-medium hover:bg-muted';
      if (item.external) {
        return (
          <li key={item.label}>
            <a
              href={shopUrl}
              {...OPENS_IN_NEW_TAB}
              onClick={close}
              className={clsx(itemClass, 'inline-flex items-center gap-1 text-foreground/80')}
            >
              {item.label}
              <ExternalLinkIcon className="size-3.5" aria-hidden />
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
      {/* The navigation holds the spec's eight links only; the theme switch and 'Pridruži se' sit beside it. */}
      <div className="hidden items-center gap-2 md:flex">
        <nav aria-label={texts.mainNav}>
          <ul className="flex items-center gap-0.5">{links('desktop')}</ul>
        </nav>
        <ScriptSwitch label={texts.script} />
        <ThemeToggle texts={texts} />
        <Link
          href={join.href}
          className={buttonVariants({ size: 'sm' })}
          aria-current={pathname === join.href ? 'page' : undefined}
        >
          {join.label}
        </Link>
      </div>

      <button
        ref={toggleRef}
        type="button"
        onKeyDown={closeOnEscape}
        className="rounded-full p-2 hover:bg-muted md:hidden"
        aria-expanded={open}
        aria-controls="mobile-menu"
        // One name in both states; aria-expanded says whether it is open.
        aria-label={texts.menu}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon className="size-6" aria-hidden /> : <MenuIcon className="size-6" aria-hidden />}
      </button>

      {open && (
        <div
          id="mobile-menu"
          onKeyDown={closeOnEscape}
          className="absolute inset-x-0 top-full border-b bg-background p-4 shadow-lg md:hidden"
        >
          <nav aria-label={texts.mobileNav}>
            <ul className="space-y-1">{links('mobile')}</ul>
          </nav>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
            <ScriptSwitch label={texts.script} />
            <ThemeToggle texts={texts} />
            <Link href={join.href} onClick={close} className={buttonVariants()}>
              {join.label}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
