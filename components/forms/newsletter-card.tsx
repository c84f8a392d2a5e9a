import { MailIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { getSiteConfig } from '@/lib/site/config';
import { FORM_MESSAGES, HONEYPOT_FIELD } from '@/lib/validation/messages';
import { newsletterSchema } from '@/lib/validation/newsletter';

import { NEWSLETTER_FIELD_GRID, NewsletterForm, type NewsletterLayout } from './newsletter-form';
import { publicFormProps } from './public-form-props';

export interface NewsletterCardProps {
  layout: NewsletterLayout;
  showIcon?: boolean;
  title?: string;
  description?: string;
  className?: string;
}

/** The card's and its form's texts, typed in Latin. */
const NEWSLETTER_TEXTS = {
  title: 'Prijavi se na newsletter',
  description: 'Novi događaji, priče iz zajednice i prilike za saradnju – direktno u tvoj inbox, bez spama.',
  form: 'Prijava na newsletter',
  firstName: 'Ime',
  lastName: 'Prezime',
  email: 'Email adresa',
  send: 'Prijavi se',
  fallback: FORM_MESSAGES.newsletterFallback,
};

export type NewsletterTexts = typeof NEWSLETTER_TEXTS;

/**
 * Mailchimp-style providers name their honeypot `b_<u>_<id>` after the list in the action URL;
 * other providers get our own name.
 */
function providerHoneypotName(actionUrl: string): string {
  const url = new URL(actionUrl);
  const u = url.searchParams.get('u');
  const id = url.searchParams.get('id');
  return u && id ? `b_${u}_${id}` : HONEYPOT_FIELD;
}

/**
 * With NEWSLETTER_ACTION_URL set: a plain form that posts natively to the provider in a new tab
 * (spec §7), no JavaScript needed.
 */
function ProviderNewsletterForm({
  actionUrl,
  layout,
  texts,
}: {
  actionUrl: string;
  layout: NewsletterLayout;
  texts: NewsletterTexts;
}) {
  const fields = [
    { name: 'FNAME', label: texts.firstName, type: 'text', autoComplete: 'given-name' },
    { name: 'LNAME', label: texts.lastName, type: 'text', autoComplete: 'family-name' },
    { name: 'EMAIL', label: texts.email, type: 'email', autoComplete: 'email' },
  ] as const;
  return (
    <form action={actionUrl} method="post" target="_blank" rel="noopener" aria-label={texts.form} className="relative">
      <div className={NEWSLETTER_FIELD_GRID[layout]}>
        {fields.map((field) => (
          <div key={field.name}>
            <Label htmlFor={`newsletter-${layout}-${field.name}`} className="sr-only">
              {field.label}
            </Label>
            <Input
              id={`newsletter-${layout}-${field.name}`}
              name={field.name}
              type={field.type}
              placeholder={field.label}
              autoComplete={field.autoComplete}
              required
            />
          </div>
        ))}
        <Button type="submit" className={cn(layout === 'vertical' && 'w-full')}>
          {texts.send}
        </Button>
      </div>
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <input type="text" name={providerHoneypotName(actionUrl)} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  );
}

/** Newsletter signup card in three layouts (spec public-site §2), with an optional icon, in the page's script. */
export async function NewsletterCard({ layout, showIcon = false, className, ...shown }: NewsletterCardProps) {
  const { texts, page } = await publicFormProps(NEWSLETTER_TEXTS, newsletterSchema);
  const { title = texts.title, description = texts.description } = shown;
  const actionUrl = getSiteConfig().newsletterActionUrl;
  const form = actionUrl ? (
    <ProviderNewsletterForm actionUrl={actionUrl} layout={layout} texts={texts} />
  ) : (
    <NewsletterForm layout={layout} texts={texts} page={page} />
  );
  const icon = showIcon ? (
    <span className="icon-bubble">
      <MailIcon className="size-5" aria-hidden />
    </span>
  ) : null;

  if (layout === 'compact') {
    return (
      <div data-slot="newsletter-card" className={cn('grid gap-3', className)}>
        <div className="flex items-center gap-3">
          {icon}
          <div>
            <p className="font-semibold">{title}</p>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        {form}
      </div>
    );
  }

  if (layout === 'horizontal') {
    return (
      <Card data-slot="newsletter-card" className={cn('sm:p-8', className)}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {icon}
          <div>
            <h2 className="text-xl font-bold">{title}</h2>
            {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        <div className="mt-6">{form}</div>
      </Card>
    );
  }

  return (
    <Card data-slot="newsletter-card" className={cn('text-center sm:p-8', className)}>
      {icon ? <div className="flex justify-center">{icon}</div> : null}
      <h2 className={cn('text-xl font-bold', icon && 'mt-4')}>{title}</h2>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-6 text-left">{form}</div>
    </Card>
  );
}
