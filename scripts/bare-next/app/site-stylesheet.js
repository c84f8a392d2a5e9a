/**
 * The site's built stylesheet, copied to public/site.css by `buildBareNext`
 * (scripts/lib/production-server.mjs). React puts the link in the head, render-blocking like
 * Next's own CSS links in the site's pages.
 */
export function SiteStylesheet() {
  // A link, not an import: the file is the site's build output, copied in when the bare app is built.
  // eslint-disable-next-line @next/next/no-css-tags
  return <link rel="stylesheet" href="/site.css" precedence="default" />;
}
