/**
 * The benchmark's references (`npm run bench`): a page with no data padded with `paragraphs`
 * paragraphs, so that its HTML is as large as the site's page it is compared with (Next's serving
 * cost grows with a page's size). The benchmark picks the count from the served sizes.
 */
const FILLER =
  'Referentni pasus za merenje brzine: stranica bez podataka, iste veličine kao stranica koju upoređujemo, ' +
  'da bi razlika u brzini pokazala samo ono što naše stranice rade više od Next.js-a.';

export async function PaddedPage({ params }) {
  const paragraphs = Number((await params).paragraphs);
  return (
    <main>
      <h1>Reference page</h1>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>
          {index + 1}. {FILLER}
        </p>
      ))}
    </main>
  );
}
