import { describe, expect, it } from 'vitest';

import { renderBlogContent } from '@/lib/blog/markdown';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, isSafeUrl, sanitizeBlogHtml } from '@/lib/blog/sanitize';

/** Payloads from the usual XSS cheat sheets, plus nested and malformed markup. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" onload="alert(2)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"><button formaction="javascript:alert(1)">x</button></form>',
  '<isindex action=javascript:alert(1) type=image>',
  '<style>@import "https://evil.example/x.css"; body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">stil</p>',
  '<div onclick="alert(1)" onmouseover="alert(2)">klik</div>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p data-x="1" aria-label="x" id="a" class="b">atributi</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<img src=x onerror=alert(1)',
  '<a href="#" onmouseover="alert(1)"',
  '<p><strong><em><a href="javascript:alert(1)" onclick="x()">ugnježdeno</a></em></strong></p>',
  '<ul><li><blockquote><img src="x" onerror="alert(1)"><code><script>alert(1)</script></code></blockquote></li></ul>',
  '<a href="https://primer.rs" target="_blank" rel="opener">novi tab</a>',
  '<a href="/x" target="_top">okvir</a>',
  '[link](javascript:alert(1))',
  '![slika](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[a](data:text/html,<script>alert(1)</script>)',
];

const TAG = /<\/?([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every element and attribute of serialised HTML (the sanitiser's output is well-formed). */
function inspect(html: string) {
  const tags: string[] = [];
  const attributes: { tag: string; name: string; value: string }[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    tags.push(tag);
    for (const attribute of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      attributes.push({ tag, name: (attribute[1] ?? '').toLowerCase(), value: decodeEntities(attribute[2] ?? '') });
    }
  }
  return { tags, attributes };
}

function expectNothingExecutable(html: string) {
  const { tags, attributes } = inspect(html);
  for (const tag of tags) expect(ALLOWED_TAGS as readonly string[], `element <${tag}> in ${html}`).toContain(tag);
  for (const { name, value } of attributes) {
    expect(ALLOWED_ATTRIBUTES as readonly string[], `attribute ${name} in ${html}`).toContain(name);
    if (name === 'href' || name === 'src') expect(isSafeUrl(value), `${name}="${value}"`).toBe(true);
    if (name === 'target') expect(value).toBe('_blank');
  }
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|frame|object|embed|svg|math|form|input|button|meta|base|link|template|noscript)\b/i,
  );
  // Escaped text such as "&lt;img onerror=…" is harmless; inside a real tag it must not appear.
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
}

describe('sanitizeBlogHtml against an XSS corpus', () => {
  it.each(XSS_CORPUS)('leaves nothing executable in %s', (payload) => {
    expectNothingExecutable(sanitizeBlogHtml(payload));
  });

  it.each(XSS_CORPUS)('leaves nothing executable after Markdown rendering of %s', (payload) => {
    expectNothingExecutable(renderBlogContent(payload));
  });

  it('drops script, style and frame contents rather than showing them as text', () => {
    const html = sanitizeBlogHtml(
      '<p>pre</p><script>alert(1)</script><style>p{}</style><iframe>okvir</iframe><p>posle</p>',
    );
    expect(html).toBe('<p>pre</p><p>posle</p>');
  });
});

describe('sanitizeBlogHtml keeps the allowed markup', () => {
  it('keeps every allow-listed element', () => {
    const source =
      '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p><strong>s</strong><em>e</em><u>u</u><br /><code>c</code></p><pre><code>x</code></pre><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeBlogHtml(source)).toBe(source);
    expect(sanitizeBlogHtml(source.replace('<br />', '<br>'))).toBe(source);
  });

  it('keeps safe links and images with their allowed attributes', () => {
    expect(sanitizeBlogHtml('<a href="https://primer.rs/a?b=1" title="Naslov">x</a>')).toBe(
      '<a href="https://primer.rs/a?b=1" title="Naslov">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:tim@primer.rs">m</a><a href="/blog">b</a><a href="#deo">d</a>')).toBe(
      '<a href="mailto:tim@primer.rs">m</a><a href="/blog">b</a><a href="#deo">d</a>',
    );
    expect(sanitizeBlogHtml('<img src="/images/blog/a.svg" alt="Opis" title="T">')).toBe(
      '<img src="/images/blog/a.svg" alt="Opis" title="T" />',
    );
  });

  it('gives a link opening a new tab rel="noopener noreferrer", whatever rel it had', () => {
    expect(sanitizeBlogHtml('<a href="https://primer.rs" target="_blank">x</a>')).toBe(
      '<a href="https://primer.rs" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBlogHtml('<a href="https://primer.rs" target="_blank" rel="opener">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('removes any other target', () => {
    expect(sanitizeBlogHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeBlogHtml('<img src="/a.png" target="_blank">')).toBe('<img src="/a.png" />');
  });

  it('drops an image whose only source was unsafe', () => {
    expect(sanitizeBlogHtml('<p><img src="data:image/png;base64,AAAA" alt="x"></p>')).toBe('<p></p>');
  });
});

describe('isSafeUrl', () => {
  it.each([
    'https://a.rs',
    'http://a.rs',
    'mailto:a@b.rs',
    'tel:+381111',
    '/put',
    './put',
    '../put',
    '#sidro',
    '?q=1',
    'put/bez/seme',
    '//cdn.primer.rs/x.png',
  ])('allows %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:x',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    'blob:https://a',
  ])('refuses %j', (url) => expect(isSafeUrl(url)).toBe(false));
});
