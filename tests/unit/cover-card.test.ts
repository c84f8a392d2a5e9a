import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CoverCard } from '@/components/site/cover-card';

const cover = { url: '/images/story.svg', alt: 'Učesnici za stolom', width: 1200, height: 800 };

// CoverCard uses no hooks: called as a function, it gets its children the way a page passes them.
function render(articleLabelledBy?: string): string {
  return renderToStaticMarkup(
    CoverCard({
      cover,
      sizes: '100vw',
      aspect: 'aspect-[3/2]',
      articleLabelledBy,
      children: createElement('h3', { id: 'story-title' }, 'Priča'),
    }),
  );
}

describe('CoverCard (a person or a story under its cover image)', () => {
  it('is one column: the cover at its aspect, then the padded body', () => {
    const html = render();
    expect(html).toMatch(/^<div class="card flex h-full flex-col overflow-hidden p-0"><img alt="Učesnici za stolom"/);
    expect(html).toContain('class="aspect-[3/2] h-auto w-full object-cover"');
    expect(html).toContain('<div class="flex flex-1 flex-col p-6"><h3 id="story-title">Priča</h3></div></div>');
    expect(html).not.toContain('<article');
  });

  it('wraps the cover and body in an article named by its heading when the card stands alone (a story)', () => {
    const html = render('story-title');
    expect(html).toMatch(
      /^<div class="card h-full overflow-hidden p-0"><article aria-labelledby="story-title" class="flex h-full flex-col"><img /,
    );
    expect(html).toMatch(/<\/div><\/article><\/div>$/);
  });
});
