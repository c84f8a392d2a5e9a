import Link from 'next/link';

import { buttonVariants } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';

/** The home page's way to the newsletter's archive (issue 51, item 6). */
export function HomeNewsletterLink() {
  return (
    <section aria-labelledby="home-newsletter-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <MailIcon className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 id="home-newsletter-title" className="text-xl font-bold">
              Newsletter
            </h2>
            <p className="text-muted-foreground">Pročitajte sva dosadašnja izdanja i prijavite se za sledeće.</p>
          </div>
        </div>
        <Link href="/newsletter" className={buttonVariants({ variant: 'outline' })}>
          Newsletter arhiva
        </Link>
      </div>
    </section>
  );
}
