'use client';

import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

export const SCROLL_TO_TOP_THRESHOLD = 300;

/** "Vrati se na početak" (`label`, in the page's script): appears after 300 px of scroll and glides back to the top. */
export function ScrollToTopButton({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  return (
    <button
      type="button"
      onClick={(event) => {
        // Hiding a focused button cancels Chrome's smooth scroll halfway: let go of focus first.
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      }}
      aria-label={label}
      title={label}
      hidden={!visible}
      className="to-top"
    >
      <ArrowUpIcon className="size-5" aria-hidden />
    </button>
  );
}
