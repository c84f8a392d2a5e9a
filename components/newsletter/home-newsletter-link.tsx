import Link from 'next/link';

/**
 * The home page's way to the newsletter's archive (issue 51, item 6): one line, because the home
 * page's HTML has a size budget (60 kB, docs/performance.md) and the footer carries the sign-up.
 */
export function HomeNewsletterLink() {
  return (
    <p className="mx-auto max-w-6xl px-4 pb-16 text-center sm:px-6">
      <Link href="/newsletter" className="font-semibold text-primary underline-offset-4 hover:underline">
        Newsletter arhiva
      </Link>
      : sva dosadašnja izdanja i prijava za sledeće.
    </p>
  );
}
