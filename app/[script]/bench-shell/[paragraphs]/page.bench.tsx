import { connection } from 'next/server';

/**
 * `npm run bench`'s floor for the signed-in pages, which issue 28 defines as "the same layout
 * rendered on every request" with no data: the site's root layout (header, footer, theme, toaster)
 * around a heading and `paragraphs` paragraphs. Only the benchmark's own build routes it (the
 * `bench.tsx` page extension, next.config.mjs); `npm run build` leaves it out.
 */
export default async function ShellReferencePage({ params }: { params: Promise<{ paragraphs: string }> }) {
  await connection();
  const paragraphs = Number((await params).paragraphs);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1>Referentna stranica</h1>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>
          {index + 1}. Referentni pasus za merenje brzine: izgled sajta bez podataka, iste veličine kao stranica koju
          upoređujemo.
        </p>
      ))}
    </div>
  );
}
