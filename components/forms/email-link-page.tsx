import Link from 'next/link';

import { CheckCircle2Icon, MailIcon, XCircleIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { pageScript } from '@/lib/i18n/page-script';

import { NewsletterLinkForm, type NewsletterLinkAction } from './newsletter-link-form';

export interface EmailLinkPageProps {
  /** What the page is for, before the button is pressed. */
  title: string;
  text: string;
  buttonLabel: string;
  token: string | null;
  action: NewsletterLinkAction;
  /** The outcome after the button: done, or the link was not valid. */
  outcome: { kind: 'done' | 'invalid'; title: string; text: string } | null;
}

/**
 * The page behind a one-click link in an e-mail (newsletter confirmation and unsubscribe, an ad's
 * renewal, the digest's opt-out). The link only opens it; the change happens when the visitor
 * presses the button (a POST through a server action, no JavaScript needed), so mail scanners
 * that open every link change nothing.
 */
export async function EmailLinkPage({ title, text, buttonLabel, token, action, outcome }: EmailLinkPageProps) {
  const { script, t, href } = await pageScript();
  const shown =
    outcome ??
    (token
      ? null
      : {
          kind: 'invalid' as const,
          title: t('Link nije ispravan'),
          text: t('Proveri da li si otvorio/la ceo link iz emaila.'),
        });
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl border bg-card p-8 text-center shadow-sm">
        {shown ? (
          <div role="status">
            {shown.kind === 'done' ? (
              <CheckCircle2Icon className="mx-auto size-10 text-primary" aria-hidden />
            ) : (
              <XCircleIcon className="mx-auto size-10 text-destructive" aria-hidden />
            )}
            <h1 className="mt-4 text-2xl font-bold">{shown.title}</h1>
            <p className="mt-2 text-muted-foreground">{shown.text}</p>
            <Button asChild variant="outline" className="mt-6">
              <Link href={href('/')}>{t('Nazad na početnu')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <MailIcon className="mx-auto size-10 text-primary" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">{title}</h1>
            <p className="mt-2 text-muted-foreground">{text}</p>
            <NewsletterLinkForm action={action} token={token ?? ''} buttonLabel={buttonLabel} script={script} />
          </>
        )}
      </div>
    </div>
  );
}
