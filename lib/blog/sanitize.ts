import DOMPurify from 'isomorphic-dompurify';

/** The spec's allow-list (platform §5): nothing else reaches a page. */
export const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'em', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'code', 'pre',
] as const;

export const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'target', 'rel'] as const;

/** Elements removed together with their content (everything else not allowed keeps its text). */
const FORBIDDEN_WITH_CONTENT = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea', 'svg', 'math', 'noscript', 'template', 'title'];

/** URL schemes a link or image may use; relative URLs have none and are always allowed. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * True when a URL is relative or uses a safe scheme. Control characters and whitespace are
 * dropped first because browsers ignore them ("java\tscript:" is still javascript:).
 */
export function isSafeUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? SAFE_SCHEMES.has(scheme[1].toLowerCase()) : true;
}

/**
 * Sanitises blog HTML with the allow-list. Beyond DOMPurify's own checks: only http(s), mailto
 * and tel URLs (no data: images either), `target` is either `_blank` or gone, and a link that
 * opens a new tab always carries `rel="noopener noreferrer"`.
 *
 * Works on a detached DOM rather than through DOMPurify hooks: hooks are global to the shared
 * instance and would leak into any other caller of isomorphic-dompurify.
 */
export function sanitizeBlogHtml(dirty: string): string {
  const body = DOMPurify.sanitize(dirty, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    FORBID_TAGS: FORBIDDEN_WITH_CONTENT,
    ADD_FORBID_CONTENTS: FORBIDDEN_WITH_CONTENT,
    RETURN_DOM: true,
  }) as HTMLElement | null; // the <body> holding the result; null when a <frameset> replaced it
  if (!body) return '';


  for (const element of Array.from(body.querySelectorAll('[href], [src]'))) {
    for (const name of ['href', 'src']) {
      const value = element.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) element.removeAttribute(name);
    }
  }
  // An image whose only source was unsafe shows nothing useful.
  for (const image of Array.from(body.querySelectorAll('img:not([src])'))) image.remove();
  for (const element of Array.from(body.querySelectorAll('[target]'))) {
    if (element.tagName.toLowerCase() === 'a' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('target');
    }
  }
  return body.innerHTML;
}
