import 'server-only';

import sanitizeHtml from 'sanitize-html';

import { renderBlogContent } from '@/lib/blog/markdown';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/lib/blog/sanitize';
import { escapeHtml } from '@/lib/mail/templates';

/** What an issue's mail is made of (the stored issue plus the post it came from, if any). */
export interface NewsletterMailIssue {
  subject: string;
  intro: string;
  /** The blog editor's Markdown. */
  content: string;
  slug: string;
  sourcePost: { title: string; slug: string } | null;
}

export interface NewsletterMailOptions {
  /** Absolute origin, without a trailing slash. */
  siteUrl: string;
  siteName: string;
  /** This recipient's signed unsubscribe link (a placeholder in previews). */
  unsubscribeUrl: string;
}

export interface NewsletterMail {
  subject: string;
  html: string;
  text: string;
}

const COLORS = {
  page: '#fbf9f6',
  card: '#ffffff',
  ink: '#1f2330',
  muted: '#5b6070',
  accent: '#c2552f',
  rule: '#e6ddd3',
};
const MONO = "Menlo,Consolas,'Courier New',monospace";

/**
 * Mail clients drop <style> blocks and classes (Gmail's app, Outlook), so every element the blog's
 * allow-list lets through gets its look inline. Sizes are in px and nothing has a fixed width, so
 * the same HTML reads at 360 px and at 640 px.
 */
const ELEMENT_STYLES: Record<(typeof ALLOWED_TAGS)[number], string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6',
  br: '',
  strong: 'font-weight:bold',
  em: 'font-style:italic',
  u: 'text-decoration:underline',
  h1: 'margin:24px 0 12px;font-size:24px;line-height:1.3',
  h2: 'margin:24px 0 12px;font-size:21px;line-height:1.3',
  h3: 'margin:20px 0 10px;font-size:18px;line-height:1.3',
  h4: 'margin:16px 0 8px;font-size:16px;line-height:1.3',
  h5: 'margin:16px 0 8px;font-size:15px;line-height:1.3',
  h6: 'margin:16px 0 8px;font-size:14px;line-height:1.3',
  ul: 'margin:0 0 16px;padding:0 0 0 24px',
  ol: 'margin:0 0 16px;padding:0 0 0 24px',
  li: 'margin:0 0 6px;font-size:16px;line-height:1.6',
  blockquote: `margin:0 0 16px;padding:0 0 0 14px;border-left:4px solid ${COLORS.rule};color:${COLORS.muted}`,
  a: `color:${COLORS.accent};text-decoration:underline;word-break:break-word`,
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px',
  code: `font-family:${MONO};font-size:14px;background:#f3efe9;border-radius:4px;padding:1px 4px`,
  pre: `margin:0 0 16px;padding:12px;font-family:${MONO};font-size:14px;background:#f3efe9;border-radius:8px;white-space:pre-wrap;word-break:break-word`,
};

/** A relative link or image source of the content, made absolute: a mail has no base URL. */
function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

/**
 * The content, sanitised by the blog's allow-list, with inline styles added. This second pass
 * runs over the sanitiser's own output and adds only our constant styles and absolute URLs, so
 * nothing from the source gains a style or an unsafe URL here. Links stay exactly as written:
 * no tracking redirect, no pixel.
 */
function emailContentHtml(markdown: string, siteUrl: string): string {
  const safe = renderBlogContent(markdown);
  return sanitizeHtml(safe, {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES, 'style'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: true,
    transformTags: {
      '*': (tagName, attribs) => {
        const next: sanitizeHtml.Attributes = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (name === 'style') continue;
          next[name] = name === 'href' || name === 'src' ? absolute(value, siteUrl) : value;
        }
        const style = ELEMENT_STYLES[tagName as keyof typeof ELEMENT_STYLES];
        if (style) next.style = style;
        return { tagName, attribs: next };
      },
    },
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text from the sanitiser's output (well-formed, double-quoted attributes): a link keeps its
 * address after its words, list items get a dash, blocks are separated by a blank line.
 */
function htmlToText(html: string): string {
  return decodeEntities(
    html
      // Marked's newlines between tags are layout, not text (a code block's own lines end in text).
      .replace(/>\n+/g, '>')
      .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, inner: string) => {
        const words = inner.replace(/<[^>]+>/g, '').trim();
        return words && decodeEntities(words) !== decodeEntities(href) ? `${words} (${href})` : href;
      })
      .replace(/<img\b[^>]*?alt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `[${alt}]` : ''))
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(/<\/(p|h[1-6]|ul|ol|blockquote|pre)>/gi, '\n\n')
      .replace(/<\/li>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line, for a subject: no line breaks (header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * An issue as a mail: inline-styled HTML in a single centred column (100% wide up to 640 px, so it
 * fits a phone and a desktop client alike), a plain-text part with the same content, a 'Pročitaj
 * na sajtu' link to the archive copy and the recipient's 'Odjavi se' link in the footer. No
 * tracking pixel and no rewritten links: every address is the one the editor wrote.
 */
export function renderNewsletterMail(issue: NewsletterMailIssue, options: NewsletterMailOptions): NewsletterMail {
  const { siteUrl, siteName, unsubscribeUrl } = options;
  const subject = oneLine(issue.subject);
  const webUrl = `${siteUrl}/newsletter/${issue.slug}`;
  const postUrl = issue.sourcePost ? `${siteUrl}/blog/${issue.sourcePost.slug}` : null;
  const intro = issue.intro.trim();
  const content = emailContentHtml(issue.content, siteUrl);

  const introHtml = intro
    ? intro
        .split(/\n{2,}/)
        .map(
          (paragraph) =>
            `<p style="margin:0 0 16px;font-size:18px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
        )
        .join('')
    : '';
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${COLORS.accent};text-decoration:underline">${escapeHtml(label)}</a>`;

  const html = [
    '<!doctype html><html lang="sr-Latn"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};color:${COLORS.ink};font-family:Arial,Helvetica,sans-serif;-webkit-text-size-adjust:100%">`,
    // Preheader: the intro is what an inbox shows beside the subject.
    intro
      ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(intro.slice(0, 140))}</div>`
      : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:640px;width:100%">`,
    `<tr><td style="padding:0 8px 12px;font-size:13px;color:${COLORS.muted}">${escapeHtml(siteName)} · ${link(webUrl, 'Pročitaj na sajtu')}</td></tr>`,
    `<tr><td style="background:${COLORS.card};border-radius:16px;padding:24px 20px;color:${COLORS.ink}">`,
    `<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25">${escapeHtml(subject)}</h1>`,
    introHtml,
    content,
    postUrl && issue.sourcePost
      ? `<p style="margin:8px 0 0;font-size:16px;line-height:1.6">Na blogu: ${link(postUrl, issue.sourcePost.title)}</p>`
      : '',
    '</td></tr>',
    `<tr><td style="padding:16px 8px 0;font-size:13px;line-height:1.5;color:${COLORS.muted}">`,
    `Dobijaš ovaj mejl jer si prijavljen/a na newsletter sajta ${escapeHtml(siteName)}. `,
    `${link(webUrl, 'Pročitaj na sajtu')} · ${link(unsubscribeUrl, 'Odjavi se')}`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');

  const text = [
    subject,
    '',
    ...(intro ? [intro, ''] : []),
    htmlToText(content),
    '',
    ...(postUrl && issue.sourcePost ? [`Na blogu: ${issue.sourcePost.title}: ${postUrl}`, ''] : []),
    '--',
    `Pročitaj na sajtu: ${webUrl}`,
    `Odjavi se: ${unsubscribeUrl}`,
    `Dobijaš ovaj mejl jer si prijavljen/a na newsletter sajta ${siteName}.`,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

  return { subject, html, text };
}
