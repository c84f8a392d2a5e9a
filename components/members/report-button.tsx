import { clsx } from 'clsx';

import { AddressForm } from '@/components/site/address-form';
import { buttonVariants } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons';

/** The look of 'Prijavi' on an item, the same for this button and the dialog's own trigger. */
export const REPORT_TRIGGER_VARIANT = { variant: 'ghost', size: 'sm' } as const;
export const REPORT_TRIGGER_CLASS = 'h-7 px-2 text-xs text-muted-foreground';

export interface ReportButtonProps {
  /** What is reported, after 'Prijavi' in the button's accessible name ('oglas: <title>'). */
  subject: string;
  /** The page with this item's report form open: its query names the item (`report=<id>`). */
  href: string;
}

/**
 * 'Prijavi' on an item of a list (docs/members.md): a button in a GET form to the page with the
 * item's report form open, so it works without JavaScript. With JavaScript the list's
 * `ReportDialogs` catches the form's submission and opens its one dialog for this item, so a list
 * carries no client component per item. Renders in server and client components alike.
 */
export function ReportButton({ subject, href }: ReportButtonProps) {
  return (
    <AddressForm href={href} data-report="">
      <button
        type="submit"
        className={clsx(buttonVariants(REPORT_TRIGGER_VARIANT), REPORT_TRIGGER_CLASS)}
        aria-label={`Prijavi ${subject}`}
        aria-haspopup="dialog"
      >
        <FlagIcon aria-hidden />
        Prijavi
      </button>
    </AddressForm>
  );
}
