import type { Metadata } from 'next';
import Link from 'next/link';

import { ActionButton } from '@/components/forms/action-button';
import { CheckCircle2Icon, XCircleIcon } from '@/components/ui/icons';
import { checkInAttendee, undoCheckInAttendee } from '@/lib/actions/admin-event-check-in';
import { getAdminAccess } from '@/lib/auth/admin';
import { readCheckInCodePage } from '@/lib/data/registration-links';
import { CHECK_IN_CODE_PARAM, CHECK_IN_CODE_PATH } from '@/lib/events/check-in-code';
import { eventCheckInPath } from '@/lib/events/paths';
import { formatTime, formatWeekdayDateTime } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';
import { CHECK_IN_TEXTS } from '@/lib/validation/event-check-in';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t('Kod za ulaz'), robots: { index: false, follow: false } };
}

const STATUS_TEXT = {
  registered: 'Prijavljen/a',
  waitlisted: 'Lista čekanja: ne može da uđe',
  cancelled: 'Prijava je otkazana: ne može da uđe',
} as const;

/**
 * /ulaz?kod=… from the QR code of a registration mail (issue 50, item 6; docs/forms.md "Kod za
 * ulaz"). An organiser who is signed in sees the person's check-in: name, event, status and the
 * button ('Prijavi dolazak', a POST: opening the link changes nothing). Anyone else learns only
 * whether the code is valid, never whose it is. Rendered per request (it reads the session), noindex.
 * In the page's script; its links to the sign-in and the panel stay Latin, as those areas are.
 */
export default async function CheckInCodePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { t } = await pageScript();
  const code = firstParam((await searchParams)[CHECK_IN_CODE_PARAM]) ?? '';
  const [card, access] = await Promise.all([
    code ? readCheckInCodePage(code) : Promise.resolve(null),
    getAdminAccess('organizator'),
  ]);
  const valid = card !== null;

  if (!valid || access.kind !== 'admin') {
    const verdict = valid
      ? {
          Icon: CheckCircle2Icon,
          iconClass: 'text-primary',
          title: t(CHECK_IN_TEXTS.codeValid),
          text: t('Ovaj kod je izdat uz prijavu za događaj. Pokažite ga na ulazu.'),
        }
      : {
          Icon: XCircleIcon,
          iconClass: 'text-destructive',
          title: t(CHECK_IN_TEXTS.codeInvalid),
          text: t('Kod je neispravan ili je istekao. Proverite da li ste otvorili ceo link iz emaila.'),
        };
    const here = `${CHECK_IN_CODE_PATH}?${CHECK_IN_CODE_PARAM}=${encodeURIComponent(code)}`;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl border bg-card p-8 text-center shadow-sm" role="status">
          <verdict.Icon className={`mx-auto size-10 ${verdict.iconClass}`} aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{verdict.title}</h1>
          <p className="mt-2 text-muted-foreground">{verdict.text}</p>
          {valid && access.kind === 'signed-out' ? (
            <p className="mt-4 text-sm">
              {t('Organizatori:')}{' '}
              <Link
                href={`/auth?next=${encodeURIComponent(here)}`}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t('prijavite se')}
              </Link>{' '}
              {t('da biste prijavili dolazak.')}
            </p>
          ) : null}
        </div>
      </div>
    );
  }

  const name = `${card.firstName} ${card.lastName}`.trim();
  const fields = { event: card.eventId, registration: card.id };
  // Arrived: the button takes it back; not yet: it records the arrival.
  const toggle = card.checkedInAt
    ? { action: undoCheckInAttendee, label: t(CHECK_IN_TEXTS.undo), variant: 'outline' as const }
    : { action: checkInAttendee, label: t(CHECK_IN_TEXTS.checkIn), variant: 'default' as const };
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm">
        <p className="text-sm font-semibold text-primary">{t(CHECK_IN_TEXTS.codeValid)}</p>
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('-{Email}-')}</dt>
          <dd className="break-all">{card.email}</dd>
          <dt className="text-muted-foreground">{t('Događaj')}</dt>
          <dd>{t(card.eventTitle)}</dd>
          <dt className="text-muted-foreground">{t('Početak')}</dt>
          <dd>{t(formatWeekdayDateTime(card.startsAt))}</dd>
          {card.location ? (
            <>
              <dt className="text-muted-foreground">{t('Lokacija')}</dt>
              <dd>{t(card.location)}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t('Status')}</dt>
          <dd className="font-semibold">
            {card.status === 'registered' && card.checkedInAt
              ? `${t('Stigao/la u')} ${formatTime(card.checkedInAt)}`
              : t(STATUS_TEXT[card.status])}
          </dd>
        </dl>
        {card.status === 'registered' ? (
          <ActionButton
            // Its own button once the state flips (a fresh one, with no state of the other's).
            key={toggle.label}
            action={toggle.action}
            fields={fields}
            fallbackError={t(CHECK_IN_TEXTS.notSaved)}
            variant={toggle.variant}
            size="lg"
            className="w-full"
            aria-label={`${toggle.label}: ${name}`}
          >
            {toggle.label}
          </ActionButton>
        ) : null}
        <Link
          href={eventCheckInPath({ id: card.eventId })}
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('Ulaz za ovaj događaj: svi prijavljeni')}
        </Link>
      </div>
    </div>
  );
}
