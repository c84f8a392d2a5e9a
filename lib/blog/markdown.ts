import { Marked, type Tokens } from 'marked';

import type { Script } from '@/lib/i18n/script';
import { htmlIn } from '@/lib/i18n/texts';

import { sanitizeBlogHtml } from './sanitize';

/**
 * Post content is stored as Markdown (see docs/blog.md): the editor's bold, italic, quote and code
 * buttons insert `**…**`, `_…_`, `> ` and `` `…` `` into a plain textarea. Inline HTML (for
 * example `<u>` or content imported from the old site) is allowed in the source; whatever the
 * source holds, the output passes the allow-list sanitiser before it reaches a page.
 *
 * A private Marked instance: `marked.use()` on the shared one would change it for every caller.
 * `breaks` turns a single Enter into a line break, which is what people typing in a textarea expect.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

markdown.use({
  renderer: {
    /**
     * Tables are not on the allow-list, and stripping their tags would run the cells together.
     * Each row becomes a list item: "Header: cell; Header: cell".
     */
    table(token: Tokens.Table) {
      const header = token.header.map((cell) => this.parser.parseInline(cell.tokens));
      const rows = token.rows.map((row) => {
        const cells = row.map((cell, index) => {
          const value = this.parser.parseInline(cell.tokens);
          return header[index] ? `<strong>${header[index]}:</strong> ${value}` : value;
        });
        return `<li>${cells.join('; ')}</li>\n`;
      });
      return `<ul>\n${rows.join('')}</ul>\n`;
    },
  },
});

/**
 * Markdown to safe HTML with an author's foreign marks `-{…}-` still in it: the form a cached
 * read keeps, so each script's page is made from it by `htmlIn` (lib/i18n/texts.ts, docs/i18n.md).
 */
export function renderMarkedBlogContent(source: string): string {
  return sanitizeBlogHtml(markdown.parse(source ?? '', { async: false }));
}

/**
 * Markdown to safe HTML for a post page (and the editor's preview, and a newsletter), in the
 * page's script (Latin unless told). A text without a mark gives the same Latin HTML as before
 * the marks existed.
 */
export function renderBlogContent(source: string, script: Script = 'lat'): string {
  return htmlIn(script)(renderMarkedBlogContent(source));
}
