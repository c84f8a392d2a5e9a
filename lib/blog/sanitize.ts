import 'server-only';

import sanitizeHtml from 'sanitize-html';

/** The spec's allow-list (platform §5): nothing else reaches a page. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'code',
  'pre',
] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'rel'] as const;

/** Elements removed together with their content (everything else not allowed keeps its text). */
const FORBIDDEN_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'noscript',
  'template',
  'title',
];

/** URL schemes a link or image may use; relative URLs have none and are always allowed. */
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * True when a URL is relative or uses a safe scheme. Control characters and whitespace are
 * dropped first because browsers ignore them ("java\tscript:" is still javascript:).
 */
export function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme ? SAFE_SCHEMES.includes(scheme.toLowerCase()) : true;
}

/**
 * `href`/`src` only when safe; `target` is either `_blank`, on a link, with `rel="noopener
 * noreferrer"` whatever rel it had, or gone.
 */
function checkedAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    if (name === 'target' || name === 'rel') continue;
    kept[name] = value;
  }
  if (tagName === 'a' && attribs.target === '_blank') {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer';
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  nonTextTags: FORBIDDEN_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: checkedAttributes(tagName, attribs) }) },
  // An image whose only source was unsafe shows nothing useful.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitises blog HTML with the allow-list: only http(s), mailto and tel URLs (no `data:` images
 * either). sanitize-html parses with htmlparser2 and re-serialises everything it keeps, escaped;
 * DOMPurify needed jsdom on the server, about 100 MB of every server process's memory.
 */
export function sanitizeBlogHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS);
}
