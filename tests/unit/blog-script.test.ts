import { describe, expect, it } from 'vitest';

import { categoryLabel } from '@/lib/blog/categories';
import { renderBlogContent, renderMarkedBlogContent } from '@/lib/blog/markdown';
import { htmlIn } from '@/lib/i18n/texts';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { textIn } from '@/lib/i18n/texts';

describe("a post's body in the page's script (docs/i18n.md)", () => {
  const source = 'Naša -{Facebook}- stranica, [link](https://primer.rs/strana) i `-{kod}-` ostaje.';

  it('Cyrillic: text converted, the marked word, the link address and code kept', () => {
    expect(renderBlogContent(source, 'cir')).toBe(
      '<p>Наша Facebook страница, <a href="https://primer.rs/strana">линк</a> и <code>-{kod}-</code> остаје.</p>\n',
    );
  });

  it('Latin: the marks removed, as before the scripts', () => {
    expect(renderBlogContent(source, 'lat')).toBe(renderBlogContent(source));
    expect(renderBlogContent(source)).toBe(
      '<p>Naša Facebook stranica, <a href="https://primer.rs/strana">link</a> i <code>-{kod}-</code> ostaje.</p>\n',
    );
  });

  it('the cached form keeps the marks, and each script is made from it', () => {
    const marked = renderMarkedBlogContent(source);
    expect(marked).toContain('-{Facebook}-');
    expect(htmlIn('lat')(marked)).toBe(renderBlogContent(source, 'lat'));
    expect(htmlIn('cir')(marked)).toBe(renderBlogContent(source, 'cir'));
  });
});

describe('category names', () => {
  it('Latin shows each as stored; Cyrillic keeps the foreign word of "Trendovi & Insights"', () => {
    for (const category of BLOG_CATEGORIES) expect(textIn('lat')(categoryLabel(category))).toBe(category);
    expect(textIn('cir')(categoryLabel('Trendovi & Insights'))).toBe('Трендови & Insights');
    expect(textIn('cir')(categoryLabel('Preduzetništvo & Startup'))).toBe('Предузетништво & Стартуп');
  });
});
