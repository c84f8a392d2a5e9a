import Link from 'next/link';

import { buttonVariants } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import type { PublicEvent } from '@/lib/data/events';
import { pastEventsPath, upcomingEventsPath } from '@/lib/events/paths';
import { pageScript } from '@/lib/i18n/page-script';
import type { Page } from '@/lib/site/paging';

import { EVENT_PAGER_LABELS, EventGrid } from './event-grid';

interface EventsArchiveProps {
  kind: 'past' | 'upcoming';
  title: string;
  description?: string;
  page: Page<PublicEvent>;
}

/**
 * A further page of /events' past or upcoming list (`/events/arhiva/N`, `/events/predstojeci/N`):
 * its events, the pager (plain links, so it works without JavaScript) and the way back. A page
 * past the last one shows no events, with the pager leading back. In the page's script (`title`
 * and `description` come in it).
 */
export async function EventsArchive({ kind, title, description, page }: EventsArchiveProps) {
  const { t, href } = await pageScript();
  const past = kind === 'past';
  const pathOf = past ? pastEventsPath : upcomingEventsPath;
  return (
    <section aria-labelledby="events-archive-title" className="page-section">
      <Link href={href('/events')} className="eyebrow underline-offset-4 hover:underline">
        {t('Događaji')}
      </Link>
      <h1 id="events-archive-title" className="mt-2 text-4xl font-black tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {description ? <p className="mt-3 text-lg text-muted-foreground">{description}</p> : null}
      <h2 className="sr-only">
        {t('Strana')} {page.page} {t('od')} {page.pageCount}
      </h2>
      {page.items.length > 0 ? (
        <EventGrid events={page.items} past={past} />
      ) : (
        <p className="mt-8 text-muted-foreground">{t('Na ovoj strani nema događaja.')}</p>
      )}
      <Pagination
        label={t(past ? EVENT_PAGER_LABELS.past : EVENT_PAGER_LABELS.upcoming)}
        of={page}
        hrefFor={(number) => href(pathOf(number))}
      />
      <div className="mt-8 flex justify-center">
        <Link href={href('/events')} className={buttonVariants({ variant: 'outline' })}>
          {t('Svi događaji')}
        </Link>
      </div>
    </section>
  );
}
