import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { cancelRegistrationFromLinkAction } from '@/lib/actions/event-rsvp';
import { readCancelLinkPage } from '@/lib/data/registration-links';
import { pageScript } from '@/lib/i18n/page-script';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

const TITLE = 'Otkazivanje prijave';
const BUTTON = 'Otkaži prijavu';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageScript();
  return { title: t(TITLE), robots: { index: false, follow: false } };
}

const INVALID = {
  kind: 'invalid' as const,
  title: 'Link nije važeći',
  text: 'Link za otkazivanje je neispravan ili je istekao (važi do početka događaja). Ništa nije promenjeno.',
};
const OUTCOMES = {
  otkazano: {
    kind: 'done' as const,
    title: 'Prijava je otkazana',
    text: 'Tvoje mesto je oslobođeno i prelazi na sledećeg sa liste čekanja. Hvala što si javio/la!',
  },
  'vec-otkazano': {
    kind: 'invalid' as const,
    title: 'Prijava je već otkazana',
    text: 'Ovaj link je već iskorišćen: prijava je otkazana ranije. Ništa nije promenjeno.',
  },
  zatvoreno: {
    kind: 'invalid' as const,
    title: 'Događaj je već počeo',
    text: 'Prijava se više ne može otkazati. Ništa nije promenjeno.',
  },
  nevazece: INVALID,
};

type Outcome = (typeof OUTCOMES)[keyof typeof OUTCOMES];

/**
 * /otkazivanje-prijave?token=… from every registration mail (issue 50, docs/forms.md). Opening
 * the link only reads and shows the registration; 'Otkaži prijavu' posts the signed token, so a
 * mail scanner that opens links cancels nothing. Rendered per request (it reads its query). In
 * the page's script, with the registration's own (Latin) copies of the event's title, date and
 * place converted in its sentence.
 */
export default async function CancelRegistrationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { t } = await pageScript();
  const shown = (outcome: Outcome) => ({ ...outcome, title: t(outcome.title), text: t(outcome.text) });
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const page = { title: t(TITLE), buttonLabel: t(BUTTON), token, action: cancelRegistrationFromLinkAction };
  if (status && status in OUTCOMES) {
    return <EmailLinkPage {...page} text="" outcome={shown(OUTCOMES[status as keyof typeof OUTCOMES])} />;
  }
  if (!token) return <EmailLinkPage {...page} text="" outcome={null} />;
  const link = await readCancelLinkPage(token);
  if (link.kind !== 'valid') {
    const outcome = link.kind === 'used' ? OUTCOMES['vec-otkazano'] : INVALID;
    return <EmailLinkPage {...page} text="" outcome={shown(outcome)} />;
  }
  const { registration } = link;
  const when = [registration.eventDate, registration.eventLocation].filter(Boolean).join(', ');
  const standing = registration.status === 'waitlisted' ? 'Na listi čekanja si' : 'Prijavljen/a si';
  return (
    <EmailLinkPage
      {...page}
      text={t(
        `${standing} za „${registration.eventTitle}”${when ? ` (${when})` : ''}. Ako ne možeš da dođeš, otkaži prijavu: mesto dobija sledeći sa liste čekanja.`,
      )}
      outcome={null}
    />
  );
}
