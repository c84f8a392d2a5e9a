import { categoryPath, postPath } from './categories';
import type { BlogPostSummary } from './types';

export const RSS_PATH = '/blog/rss.xml';
export const BLOG_DESCRIPTION =
  'Praktični tekstovi za preduzetnike u Srbiji: pokretanje posla, finansiranje, pravni okvir, marketing, prodaja i tehnologija.';

/** Most items a feed carries; readers only look at the newest. */
export const RSS_ITEM_LIMIT = 50;

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

/** RSS 2.0 of the given (published) posts, newest first; links are absolute. */
export function buildRssFeed(posts: readonly BlogPostSummary[], site: { url: string; name: string }): string {
  const items = posts.slice(0, RSS_ITEM_LIMIT).map((post) => {
    const link = `${site.url}${postPath(post.slug)}`;
    const lines = [
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${new Date(post.publishDate).toUTCString()}</pubDate>`,
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      post.category
        ? `<category domain="${escapeXml(`${site.url}${categoryPath(post.category)}`)}">${escapeXml(post.category)}</category>`
        : '',
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      post.excerpt ? `<description>${escapeXml(post.excerpt)}</description>` : '',
    ].filter(Boolean);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  const newest = posts[0]?.publishDate;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`Blog | ${site.name}`)}</title>`,
    `    <link>${escapeXml(`${site.url}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${site.url}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    '    <language>sr</language>',
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
