import type { Metadata } from 'next';

import { EmailLinkPage } from '@/components/forms/email-link-page';
import { cancelRegistrationFromLinkAction } from '@/lib/actions/event-rsvp';
import { readCancelLinkPage } from '@/lib/data/registration-links';
import { firstParam, type SearchParams } from '@/lib/site/search-params';

export const metadata: Metadata = {
  title: 'Otkazivanje prijave',
  robots: { index: false, follow: false },
};

const TITLE = 'Otkazivanje prijave';
const BUTTON = 'Otkaži prijavu';
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

/**
 * /otkazivanje-prijave?token=… from every registration mail (issue 50, docs/forms.md). Opening
 * the link only reads and shows the registration; 'Otkaži prijavu' posts the signed token, so a
 * mail scanner that opens links cancels nothing. Rendered per request (it reads its query).
 */
export default async function CancelRegistrationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const status = firstParam(params.status);
  const token = firstParam(params.token) ?? null;
  const page = { title: TITLE, buttonLabel: BUTTON, token, action: cancelRegistrationFromLinkAction };
  if (status && status in OUTCOMES) {
    return <EmailLinkPage {...page} text="" outcome={OUTCOMES[status as keyof typeof OUTCOMES]} />;
  }
  if (!token) return <EmailLinkPage {...page} text="" outcome={null} />;
  const link = await readCancelLinkPage(token);
  if (link.kind !== 'valid') {
    return <EmailLinkPage {...page} text="" outcome={link.kind === 'used' ? OUTCOMES['vec-otkazano'] : INVALID} />;
  }
  const { registration } = link;
  const when = [registration.eventDate, registration.eventLocation].filter(Boolean).join(', ');
  const standing = registration.status === 'waitlisted' ? 'Na listi čekanja si' : 'Prijavljen/a si';
  return (
    <EmailLinkPage
      {...page}
      text={`${standing} za „${registration.eventTitle}”${when ? ` (${when})` : ''}. Ako ne možeš da dođeš, otkaži prijavu: mesto dobija sledeći sa liste čekanja.`}
      outcome={null}
    />
  );
}
