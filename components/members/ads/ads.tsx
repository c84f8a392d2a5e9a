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
import { reportDialogPropsIn } from '@/components/members/report-dialog-props';
import { NavigationButton } from '@/components/site/navigation-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { closeAd, deleteAd, renewAd } from '@/lib/actions/ads';
import { reportAd } from '@/lib/actions/member-reports';
import type { Ad } from '@/lib/data/ads';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { threadPath } from '@/lib/members/message-thread';
import {
  AD_CATEGORY_LABELS,
  AD_TYPE_LABELS,
  ADS_PATH,
  type AdCategory,
  adEditPath,
  type AdFilters,
  adReportPath,
  type AdsListPlace,
  newAdPath,
} from '@/lib/members/ads';
import { AD_MESSAGES } from '@/lib/validation/ads-texts';
import { MODERATION_OUTCOME_TEXTS, REPORT_MESSAGES } from '@/lib/validation/member-texts';

import { scriptFields } from '@/lib/actions/result';
import { ActionButton } from '@/components/forms/action-button';
import { DeleteActionButton } from '@/components/forms/delete-action-button';
import { LISTING_TAGS_TEXTS, ListingCardHead, ListingTags } from '@/components/members/listing-card';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { ClearSearchLink, MemberSearchForm, TypeCategoryFilters } from '@/components/members/search-form';
import { AdFormDialog } from './ad-form-dialog';
import { adFormTextsIn } from './ad-form-texts';

export const AD_CATEGORY_ICONS: Record<AdCategory, IconComponent> = {
  mentorship: GraduationCapIcon,
  partnership: HandshakeIcon,
  funding: BanknoteIcon,
  talent: UsersIcon,
  services: BriefcaseIcon,
  other: TagIcon,
};

/** Search, type and category as a GET form: the URL holds them and it works without JavaScript. */
export async function AdFiltersForm({ filters, mine }: { filters: AdFilters; mine: boolean }) {
  const { href } = await pageScript();
  return (
    <MemberSearchForm
      // 'Svi oglasi' and 'Moji oglasi' each start from their own link's filters.
      key={mine ? 'mine' : 'all'}
      action={href(ADS_PATH)}
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

function TypeBadge({ ad, label }: { ad: Ad; label: string }) {
  return (
    <span
      className={
        ad.requestType === 'seeking'
          ? 'rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
          : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
      }
    >
      {label}
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

/**
 * An ad (spec §2): category icon, type badge, category, title, poster, long date, description,
 * tags, contact; what the member wrote is shown in the page's script too.
 */
export async function AdCard({ ad, viewerId, now, editing, reporting, place }: AdCardProps) {
  const { script, t, href } = await pageScript();
  const own = ad.memberId === viewerId;
  const expired = ad.expiresAt <= now;
  const title = t(ad.title);
  const poster = t(ad.poster.fullName);
  return (
    <Card className="grid content-start gap-3" aria-labelledby={`ad-${ad.id}`}>
      <ListingCardHead icon={AD_CATEGORY_ICONS[ad.category]}>
        <div className="flex flex-wrap items-center gap-1.5">
          <TypeBadge ad={ad} label={t(AD_TYPE_LABELS[ad.requestType])} />
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            {t(AD_CATEGORY_LABELS[ad.category])}
          </span>
          {own && (ad.closedByModeratorAt || !ad.isActive || expired) ? (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
              {t(
                ad.closedByModeratorAt ? MODERATION_OUTCOME_TEXTS.adClosedBadge : ad.isActive ? 'Isteklo' : 'Zatvoreno',
              )}
            </span>
          ) : null}
        </div>
        <h2 id={`ad-${ad.id}`} className="text-lg font-semibold break-words">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {poster} · <time dateTime={ad.createdAt.toISOString()}>{t(formatLongDate(ad.createdAt))}</time>
        </p>
      </ListingCardHead>
      {own && ad.closedByModeratorAt ? (
        <p className="rounded-lg bg-destructive/10 p-3 text-sm text-destructive">
          {t(MODERATION_OUTCOME_TEXTS.adClosed(ad.closedByModeratorAt))}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line">{t(ad.description)}</p>
      <ListingTags tags={ad.tags.map((tag) => t(tag))} texts={textTableIn(script, LISTING_TAGS_TEXTS)} />
      <div className="mt-auto flex flex-wrap gap-2">
        {own ? (
          <OwnAdControls ad={ad} now={now} editing={editing} place={place} />
        ) : (
          <>
            <NavigationButton href={href(threadPath(ad.memberId))} size="sm" label={`${t('Kontaktiraj')}: ${poster}`}>
              <MessageSquareIcon aria-hidden />
              {t('Kontaktiraj')}
            </NavigationButton>
            <ReportDialog
              action={reportAd}
              fields={{ requestId: ad.id }}
              fallbackError={t(REPORT_MESSAGES.adReportFailed)}
              title={t('Prijavi oglas')}
              subject={`${t('oglas')}: ${title}`}
              href={href(adReportPath(ad.id, place))}
              defaultOpen={reporting}
              {...reportDialogPropsIn(script)}
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
async function OwnAdControls({
  ad,
  now,
  editing,
  place,
}: {
  ad: Ad;
  now: Date;
  editing: boolean;
  place: AdsListPlace;
}) {
  const { script, t, href } = await pageScript();
  const fields = { id: ad.id, ...scriptFields(script) };
  const failed = t(AD_MESSAGES.changeFailed);
  // The ad's title as shown; the edit form opens with it as stored.
  const title = t(ad.title);
  const deleteButton = (
    <DeleteActionButton
      action={deleteAd}
      fields={fields}
      fallbackError={failed}
      confirm={{
        title: t('Da li sigurno želite da obrišete ovaj oglas?'),
        description: t(`Oglas „${ad.title}” nestaje sa liste. Brisanje je trajno.`),
      }}
      aria-label={`${t('Obriši oglas')}: ${title}`}
      label={t('Obriši')}
    />
  );
  if (ad.closedByModeratorAt) return deleteButton;
  return (
    <>
      <AdFormDialog
        ad={ad}
        href={href(adEditPath(ad.id, place))}
        defaultOpen={editing}
        triggerLabel={t('Izmeni')}
        triggerClassName="h-9 px-4"
        texts={adFormTextsIn(script)}
      />
      <ActionButton
        action={renewAd}
        fields={fields}
        fallbackError={failed}
        aria-label={`${t('Produži oglas')}: ${title}`}
      >
        <RefreshCwIcon aria-hidden />
        {t('Produži')}
      </ActionButton>
      {ad.isActive && ad.expiresAt > now ? (
        <ActionButton
          action={closeAd}
          fields={fields}
          fallbackError={failed}
          aria-label={`${t('Zatvori oglas')}: ${title}`}
        >
          <ArchiveIcon aria-hidden />
          {t('Zatvori')}
        </ActionButton>
      ) : null}
      {deleteButton}
    </>
  );
}

export async function AdsEmptyState({ filtered, mine }: { filtered: boolean; mine: boolean }) {
  const { t, href } = await pageScript();
  return (
    <EmptyState
      icon={MegaphoneIcon}
      title={t(
        filtered
          ? 'Nema oglasa koji odgovaraju pretrazi'
          : mine
            ? 'Još niste objavili nijedan oglas'
            : 'Još nema oglasa',
      )}
      description={t(
        filtered
          ? 'Pokušajte sa drugim pojmom, tipom ili kategorijom.'
          : 'Budite prvi: objavite šta tražite ili šta nudite zajednici.',
      )}
    >
      {filtered ? (
        <ClearSearchLink href={href(ADS_PATH)} />
      ) : (
        <Link href={href(newAdPath(mine))} className={buttonVariants()}>
          {t('Objavi prvi oglas')}
        </Link>
      )}
    </EmptyState>
  );
}
