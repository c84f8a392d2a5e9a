import Link from 'next/link';

import {
  ArchiveIcon,
  BanknoteIcon,
  BriefcaseIcon,
  GraduationCapIcon,
  HandshakeIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  RefreshCwIcon,
  TagIcon,
  UsersIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { ReportDialog } from '@/components/members/report-dialog';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { closeAd, deleteAd, renewAd } from '@/lib/actions/ads';
import { reportAd } from '@/lib/actions/member-reports';
import type { Ad } from '@/lib/data/ads';
import { formatLongDate } from '@/lib/format/date';
import { threadPath } from '@/lib/members/message-thread';
import {
  AD_CATEGORY_LABELS,
  AD_TYPE_LABELS,
  type AdCategory,
  adEditPath,
  type AdFilters,
  adReportPath,
  type AdsListPlace,
  newAdPath,
} from '@/lib/members/ads';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';
import { MODERATION_OUTCOME_TEXTS, REPORT_MESSAGES } from '@/lib/validation/member-texts';

import { ActionButton } from '@/components/forms/action-button';
import { DeleteActionButton } from '@/components/forms/delete-action-button';
import { ListingCardHead, ListingTags } from '@/components/members/listing-card';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { ClearSearchLink, MemberSearchForm, TypeCategoryFilters } from '@/components/members/search-form';
import { AdFormDialog } from './ad-form-dialog';

export const AD_CATEGORY_ICONS: Record<AdCategory, IconComponent> = {
  mentorship: GraduationCapIcon,
  partnership: HandshakeIcon,
  funding: BanknoteIcon,
  talent: UsersIcon,
  services: BriefcaseIcon,
  other: TagIcon,
};

/** Search, type and category as a GET form: the URL holds them and it works without JavaScript. */
export function AdFiltersForm({ filters, mine }: { filters: AdFilters; mine: boolean }) {
  return (
    <MemberSearchForm
      // 'Svi oglasi' and 'Moji oglasi' each start from their own link's filters.
      key={mine ? 'mine' : 'all'}
      action="/members/requests"
      label="Pretraga oglasa"
      id="ads"
      query={filters.query}
      placeholder="Naslov, opis, kategorija…"
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_10rem_12rem_auto]"
    >
      {mine ? <input type="hidden" name="mine" value="1" /> : null}
      <TypeCategoryFilters id="ads" filters={filters} {...AD_CHOICES} allTypesLabel="Svi" />
    </MemberSearchForm>
  );
}

function TypeBadge({ ad }: { ad: Ad }) {
  return (
    <span
      className={
        ad.requestType === 'seeking'
          ? 'rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
          : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
      }
    >
      {AD_TYPE_LABELS[ad.requestType]}
    </span>
  );
}

interface AdCardProps {
  ad: Ad;
  viewerId: string;
  now: Date;
  /** The owner's edit dialog is open (`?edit=<id>`). */
  editing: boolean;
  /** The report dialog is open (`?report=<id>`). */
  reporting: boolean;
  /** Where the list stands: the dialogs' addresses open them over this same page. */
  place: AdsListPlace;
}

/** An ad (spec §2): category icon, type badge, category, title, poster, long date, description, tags, contact. */
export function AdCard({ ad, viewerId, now, editing, reporting, place }: AdCardProps) {
  const own = ad.memberId === viewerId;
  const expired = ad.expiresAt <= now;
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`ad-${ad.id}`}>
      <ListingCardHead icon={AD_CATEGORY_ICONS[ad.category]}>
        <div className="flex flex-wrap items-center gap-1.5">
          <TypeBadge ad={ad} />
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            {AD_CATEGORY_LABELS[ad.category]}
          </span>
          {own && (ad.closedByModeratorAt || !ad.isActive || expired) ? (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
              {ad.closedByModeratorAt ? MODERATION_OUTCOME_TEXTS.adClosedBadge : ad.isActive ? 'Isteklo' : 'Zatvoreno'}
            </span>
          ) : null}
        </div>
        <h2 id={`ad-${ad.id}`} className="text-lg font-semibold break-words">
          {ad.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {ad.poster.fullName} · <time dateTime={ad.createdAt.toISOString()}>{formatLongDate(ad.createdAt)}</time>
        </p>
      </ListingCardHead>
      {own && ad.closedByModeratorAt ? (
        <p className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
          {MODERATION_OUTCOME_TEXTS.adClosed(ad.closedByModeratorAt)}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line">{ad.description}</p>
      <ListingTags tags={ad.tags} />
      <div className="mt-auto flex flex-wrap gap-2">
        {own ? (
          <OwnAdControls ad={ad} now={now} editing={editing} place={place} />
        ) : (
          <>
            <NavigationButton href={threadPath(ad.memberId)} size="sm" label={`Kontaktiraj: ${ad.poster.fullName}`}>
              <MessageSquareIcon aria-hidden />
              Kontaktiraj
            </NavigationButton>
            <ReportDialog
              action={reportAd}
              fields={{ requestId: ad.id }}
              fallbackError={REPORT_MESSAGES.adReportFailed}
              title="Prijavi oglas"
              subject={`oglas: ${ad.title}`}
              href={adReportPath(ad.id, place)}
              defaultOpen={reporting}
            />
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * The owner's controls: edit, renew (+60 days from today), close, delete. An ad a moderator closed
 * can only be deleted: renewing is refused, and an edit would change what nobody sees.
 */
function OwnAdControls({ ad, now, editing, place }: { ad: Ad; now: Date; editing: boolean; place: AdsListPlace }) {
  const fields = { id: ad.id };
  const deleteButton = (
    <DeleteActionButton
      action={deleteAd}
      fields={fields}
      fallbackError={AD_MESSAGES.changeFailed}
      confirm={{
        title: 'Da li sigurno želite da obrišete ovaj oglas?',
        description: `Oglas „${ad.title}” nestaje sa liste. Brisanje je trajno.`,
      }}
      aria-label={`Obriši oglas: ${ad.title}`}
    />
  );
  if (ad.closedByModeratorAt) return deleteButton;
  return (
    <>
      <AdFormDialog
        ad={ad}
        href={adEditPath(ad.id, place)}
        defaultOpen={editing}
        triggerLabel="Izmeni"
        triggerClassName="h-9 px-4"
      />
      <ActionButton
        action={renewAd}
        fields={fields}
        fallbackError={AD_MESSAGES.changeFailed}
        aria-label={`Produži oglas: ${ad.title}`}
      >
        <RefreshCwIcon aria-hidden />
        Produži
      </ActionButton>
      {ad.isActive && ad.expiresAt > now ? (
        <ActionButton
          action={closeAd}
          fields={fields}
          fallbackError={AD_MESSAGES.changeFailed}
          aria-label={`Zatvori oglas: ${ad.title}`}
        >
          <ArchiveIcon aria-hidden />
          Zatvori
        </ActionButton>
      ) : null}
      {deleteButton}
    </>
  );
}

export function AdsEmptyState({ filtered, mine }: { filtered: boolean; mine: boolean }) {
  return (
    <EmptyState
      icon={MegaphoneIcon}
      title={
        filtered
          ? 'Nema oglasa koji odgovaraju pretrazi'
          : mine
            ? 'Još niste objavili nijedan oglas'
            : 'Još nema oglasa'
      }
      description={
        filtered
          ? 'Pokušajte sa drugim pojmom, tipom ili kategorijom.'
          : 'Budite prvi: objavite šta tražite ili šta nudite zajednici.'
      }
    >
      {filtered ? (
        <ClearSearchLink href="/members/requests" />
      ) : (
        <Link href={newAdPath(mine)} className={buttonVariants()}>
          Objavi prvi oglas
        </Link>
      )}
    </EmptyState>
  );
}
