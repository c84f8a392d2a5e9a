import Link from 'next/link';

import { FileQuestionIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { pageScript } from '@/lib/i18n/page-script';

/** An unknown or unpublished slug; proxy.ts answers it with HTTP 404. */
export async function PostNotFound() {
  const { t, href } = await pageScript();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestionIcon className="size-14 text-primary" aria-hidden />
      <h1 className="mt-6 text-3xl font-bold">{t('Članak nije pronađen')}</h1>
      <p className="mt-2 text-muted-foreground">
        {t('Članak koji tražite ne postoji, premešten je ili još nije objavljen.')}
      </p>
      <Link href={href('/blog')} className={buttonVariants({ className: 'mt-8' })}>
        {t('Nazad na blog')}
      </Link>
    </section>
  );
}
