'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

import { clsx } from 'clsx';

import { useReducedMotion } from '@/components/site/use-reduced-motion';

import type { PartnerStripTexts } from './partner-strip';

export interface PartnerLogo {
  url: string;
  logoUrl: string;
  alt: string;
}

/**
 * The partners' logos, each a link out, scrolling in an endless strip. The seamless loop needs a
 * second copy right behind the first; it is cloned here in the browser rather than sent in the HTML (and
 * again in its RSC payload), and it is hidden from assistive technology and from the tab order.
 * Without JavaScript, or for visitors who prefer less motion, the list simply stands still.
 */
export function PartnerMarquee({ partners, texts }: { partners: PartnerLogo[]; texts: PartnerStripTexts }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const originalRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const moving = !reducedMotion;

  useEffect(() => {
    const original = originalRef.current;
    const copy = copyRef.current;
    if (!moving || !original || !copy) return;
    const clone = original.cloneNode(true) as HTMLElement;
    clone.querySelector('[aria-label]')?.removeAttribute('aria-label');
    for (const link of clone.querySelectorAll('a')) link.tabIndex = -1;
    copy.replaceChildren(...clone.childNodes);
    return () => copy.replaceChildren();
  }, [moving]);

  return (
    <div className="relative">
      {moving && (
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute -top-8 right-0 rounded-full border px-3 py-1 text-xs text-muted-foreground hover:bg-muted"
        >
          {paused ? texts.play : texts.pause}
        </button>
      )}
      <div
        className={clsx(
          moving &&
            'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]',
        )}
      >
        <div
          className={clsx(
            'flex',
            moving &&
              'animate-marquee w-max focus-within:[animation-play-state:paused] hover:[animation-play-state:paused]',
            paused && '[animation-play-state:paused]',
          )}
        >
          <div ref={originalRef}>
            <ul className="flex flex-wrap items-center justify-center gap-y-6" aria-label={texts.list}>
              {partners.map((partner) => (
                <li key={partner.url} className="shrink-0 px-8">
                  <a href={partner.url} target="_blank" rel="noopener noreferrer" className="partner-logo">
                    <Image src={partner.logoUrl} alt={partner.alt} width={200} height={75} className="h-14 w-auto" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div ref={copyRef} aria-hidden className={clsx(!moving && 'hidden')} />
        </div>
      </div>
    </div>
  );
}
