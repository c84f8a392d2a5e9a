import type { Metadata } from 'next';

/**
 * The benchmark's reference (`npm run bench`, scripts/bench.mjs): a prerendered page with no data,
 * in the site's own layout, padded to about `kb` kilobytes of HTML. Next's serving cost grows with
 * a page's size, so each route is compared with the reference closest to its own size. Nothing
 * links here; robots.ts disallows it.
 */
/** Every 2 kB from 20 to 160: a route's nearest reference is then within about 1 kB of its size. */
const BENCH_REFERENCE_SIZES_KB = Array.from({ length: 71 }, (_, index) => 20 + 2 * index);

/**
 * What one paragraph adds to the HTML (its markup plus its copy in the RSC payload), and the layout
 * alone (header, footer, scripts) with an empty page: fitted to the built pages' sizes, so a page's
 * label is its size. Refit them when the layout's weight changes; the benchmark prints both sizes.
 */
const BYTES_PER_PARAGRAPH = 577;
const LAYOUT_BYTES = 18_700;

const FILLER =
  'Referentni pasus za merenje brzine: statična stranica bez podataka, iste veličine kao stranica koju upoređujemo, ' +
  'da bi razlika u brzini pokazala samo ono što naše stranice rade više od Next.js-a.';

export const dynamicParams = false;

export function generateStaticParams(): { kb: string }[] {
  return BENCH_REFERENCE_SIZES_KB.map((kb) => ({ kb: String(kb) }));
}

export const metadata: Metadata = { title: 'Referentna stranica', robots: { index: false, follow: false } };

export default async function BenchReferencePage({ params }: { params: Promise<{ kb: string }> }) {
  const kb = Number((await params).kb);
  const paragraphs = Math.max(0, Math.round((kb * 1024 - LAYOUT_BYTES) / BYTES_PER_PARAGRAPH));
  return (
    <section aria-labelledby="bench-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="bench-title" className="text-3xl font-bold">
        Referentna stranica ({kb} kB)
      </h1>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index} className="mt-4 text-muted-foreground">
          {index + 1}. {FILLER}
        </p>
      ))}
    </section>
  );
}
