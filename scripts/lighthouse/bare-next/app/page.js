/**
 * The smallest page Next renders with a hero image: no stylesheet, no client component, no data.
 * `npm run lighthouse` measures it beside the site's pages, as the floor of what any page built
 * with this repository's next, react and react-dom can score on this machine.
 */
export default function BarePage() {
  return (
    <main>
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
