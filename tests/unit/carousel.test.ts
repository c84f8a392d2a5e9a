import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Carousel } from '@/components/site/carousel';

describe('carousel in the server HTML', () => {
  it('carries every slide as a group but only the first one’s content; the others are hidden and filled at hydration', () => {
    const slides = ['Prvi utisak', 'Drugi utisak', 'Treći utisak'].map((text) =>
      createElement('p', { key: text }, text),
    );
    const html = renderToString(createElement(Carousel, { label: 'Utisci članova', slides, intervalMs: 6000 }));

    expect(html).toContain('aria-label="Utisci članova"');
    expect(html.match(/role="group"/g)).toHaveLength(3);
    expect(html).toContain('Prvi utisak');
    expect(html).not.toContain('Drugi utisak');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Slajd 3 od 3"');
  });
});
