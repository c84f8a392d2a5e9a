/**
 * The carousel's own words, typed in Latin: the server component that renders a carousel converts
 * them to the page's script (`textTableIn`) and passes them down, so no conversion reaches the browser.
 */
export const CAROUSEL_TEXTS = {
  /** aria-roledescription of the carousel and of each slide. */
  carousel: 'karusel',
  slide: 'slajd',
  /** '2 od 5' */
  of: 'od',
  /** A dot's name: 'Slajd 2 od 5'. */
  slideNumber: 'Slajd',
  play: 'Pokreni rotaciju',
  pause: 'Pauziraj rotaciju',
  previous: 'Prethodni slajd',
  next: 'Sledeći slajd',
};

export type CarouselTexts = typeof CAROUSEL_TEXTS;
