import type { Metadata } from 'next';
import Link from 'next/link';

import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ScriptField } from '@/components/forms/form-parts';
import { confirmEmail } from '@/lib/actions/auth';
import { pageScript } from '@/lib/i18n/page-script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Potvrda email adrese'), robots: { index: false, follow: false } };
}

/** The link of the account confirmation e-mail: a button confirms (a POST, so link scanners confirm nothing). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { script, t, href } = await pageScript();
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? '';
  return (
    <Card className="grid gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('Potvrda email adrese')}</h1>
      {status === 'potvrdjeno' ? (
        <>
          <p>{t('Vaša email adresa je potvrđena. Sada se možete prijaviti.')}</p>
          <Link href={href('/members/auth')} className={buttonVariants()}>
            {t('Prijava za članove')}
          </Link>
          <Link href={href('/auth')} className={buttonVariants({ variant: 'outline' })}>
            {t('Prijava za administratore')}
          </Link>
        </>
      ) : status === 'nevazece' || !token ? (
        <p>
          {t(
            'Link za potvrdu nije važeći, istekao je ili je već iskorišćen. Novi link možete zatražiti na stranici za prijavu.',
          )}
        </p>
      ) : (
        <form action={confirmEmail} className="grid gap-4">
          <ScriptField script={script} />
          <p>{t('Kliknite na dugme da potvrdite svoju email adresu.')}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t('Potvrdi email adresu')}</Button>
        </form>
      )}
    </Card>
  );
}
