import type { Metadata } from 'next';
import Link from 'next/link';

import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { confirmEmail } from '@/lib/actions/auth';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = { title: 'Potvrda email adrese', robots: { index: false, follow: false } };

/** The link of the account confirmation e-mail: a button confirms (a POST, so link scanners confirm nothing). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? '';
  return (
    <Card className="grid gap-4 text-center">
      <h1 className="text-2xl font-bold">Potvrda email adrese</h1>
      {status === 'potvrdjeno' ? (
        <>
          <p>Vaša email adresa je potvrđena. Sada se možete prijaviti.</p>
          <Link href="/auth" className={buttonVariants()}>
            Prijavite se
          </Link>
        </>
      ) : status === 'nevazece' || !token ? (
        <p>Link za potvrdu nije važeći ili je već iskorišćen.</p>
      ) : (
        <form action={confirmEmail} className="grid gap-4">
          <p>Kliknite na dugme da potvrdite svoju email adresu.</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Potvrdi email adresu</Button>
        </form>
      )}
    </Card>
  );
}
