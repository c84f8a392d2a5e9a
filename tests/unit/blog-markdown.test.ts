import { describe, expect, it } from 'vitest';

import { renderBlogContent } from '@/lib/blog/markdown';

describe('stored Markdown renders the editor buttons', () => {
  it('bold, italic, quote and code', () => {
    expect(renderBlogContent('**jako** i _iskošeno_ i *takođe*')).toBe(
      '<p><strong>jako</strong> i <em>iskošeno</em> i <em>takođe</em></p>\n',
    );
    expect(renderBlogContent('> citat')).toBe('<blockquote>\n<p>citat</p>\n</blockquote>\n');
    expect(renderBlogContent('`kod`')).toBe('<p><code>kod</code></p>\n');
    expect(renderBlogContent('```\nblok <b>\n```')).toBe('<pre><code>blok &lt;b&gt;\n</code></pre>\n');
  });

  it('headings, lists and links', () => {
    expect(renderBlogContent('## Naslov\n\n- a\n- b\n\n1. x\n\n[veza](https://primer.rs)')).toBe(
      '<h2>Naslov</h2>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>x</li>\n</ol>\n<p><a href="https://primer.rs">veza</a></p>\n',
    );
  });

  it('turns a single Enter into a line break, as people typing in a textarea expect', () => {
    expect(renderBlogContent('prvi red\ndrugi red')).toBe('<p>prvi red<br />drugi red</p>\n');
  });

  it('passes allowed inline HTML (underline, old HTML content) through the sanitiser', () => {
    expect(renderBlogContent('<u>podvučeno</u> <span style="color:red">tekst</span>')).toBe(
      '<p><u>podvučeno</u> tekst</p>\n',
    );
    expect(renderBlogContent('<p>Stari <strong>HTML</strong> sadržaj</p>')).toBe(
      '<p>Stari <strong>HTML</strong> sadržaj</p>',
    );
  });

  it('turns tables, which are not allowed, into a readable list', () => {
    expect(renderBlogContent('| Stavka | Iznos |\n|---|---|\n| Registracija | 7.600 RSD |')).toBe(
      '<ul>\n<li><strong>Stavka:</strong> Registracija; <strong>Iznos:</strong> 7.600 RSD</li>\n</ul>\n',
    );
  });

  it('renders an empty post to nothing', () => {
    expect(renderBlogContent('')).toBe('');
  });
});
