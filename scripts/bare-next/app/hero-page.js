import { SiteStylesheet } from './site-stylesheet';

/**
 * The smallest page Next renders with a hero image: a heading and a sentence, no client component,
 * no data. `npm run lighthouse` measures it beside the site's pages, bare (`/`, the floor of any
 * page built with this repository's next, react and react-dom) and with the site's stylesheet
 * (`/styled`, the floor of a page that has to wait for that stylesheet).
 */
export default function HeroPage({ styled = false }) {
  return (
    <main>
      {styled && <SiteStylesheet />}
      {/* A plain img with the settings the site's hero has (LCP_IMAGE_PROPS, components/ui/lcp-image.ts), without next/image's runtime. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/hero.svg"
        alt=""
        width="1200"
        height="800"
        fetchPriority="high"
        decoding="sync"
        style={{ width: '80vw', height: 'auto' }}
      />
      <h1>Bare Next page</h1>
      <p>One image, a heading and a sentence.</p>
    </main>
  );
}
