'use client';

import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

import { clsx } from 'clsx';

import { CAROUSEL_TEXTS, type CarouselTexts } from './carousel-texts';
import { useReducedMotion } from './use-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** The slides; only the current one is shown. */
  slides: ReactNode[];
  intervalMs: number;
  pauseOnHover?: boolean;
  className?: string;
  /** Classes for the controls row, e.g. to sit on a dark image. */
  controlsClassName?: string;
  /** The controls' words in the page's script (Latin by default). */
  texts?: CarouselTexts;
}

const subscribeToNothing = () => () => {};

/**
 * Auto-rotating carousel with previous/next, dots and a visible pause control (shown only when
 * there is more than one slide). It never rotates for visitors who prefer reduced motion, while
 * keyboard focus (`:focus-visible`) is inside it, or (optionally) under the mouse. Arrow keys
 * move between slides.
 * The server's HTML holds the first slide's content only: the others are hidden until the carousel
 * runs, so their markup would be weight nobody sees; they are filled in at hydration.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
  pauseOnHover = false,
  className,
  controlsClassName,
  texts = CAROUSEL_TEXTS,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const rotating = count > 1 && !paused && !reducedMotion && !focused && !(pauseOnHover && hovered);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const go = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  return (
    <section
      aria-roledescription={texts.carousel}
      aria-label={label}
      className={clsx('relative', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus stops the rotation (a keyboard user is reading or working the controls); the
      // focus a mouse click leaves on a control does not, or one click would stop it for good.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <div
            key={slideIndex}
            role="group"
            aria-roledescription={texts.slide}
            aria-label={`${slideIndex + 1} ${texts.of} ${count}`}
            hidden={slideIndex !== index}
          >
            {hydrated || slideIndex === index ? slide : null}
          </div>
        ))}
      </div>

      {count > 1 && (
        <div className={clsx('mt-4 flex items-center justify-center gap-3', controlsClassName)}>
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? texts.play : texts.pause}
            title={paused ? texts.play : texts.pause}
            className="icon-button"
          >
            {paused ? <PlayIcon className="size-4" aria-hidden /> : <PauseIcon className="size-4" aria-hidden />}
          </button>
          <button type="button" onClick={() => go(index - 1)} aria-label={texts.previous} className="icon-button">
            <ChevronLeftIcon className="size-4" aria-hidden />
          </button>
          {/* Many slides' dots wrap onto a second line rather than push 'next' off a phone's screen. */}
          <div className="flex min-w-0 flex-wrap items-center justify-center">
            {slides.map((_, dot) => (
              <button
                key={dot}
                type="button"
                onClick={() => go(dot)}
                aria-label={`${texts.slideNumber} ${dot + 1} ${texts.of} ${count}`}
                aria-current={dot === index ? 'true' : undefined}
                className="carousel-dot"
              />
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label={texts.next} className="icon-button">
            <ChevronRightIcon className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
