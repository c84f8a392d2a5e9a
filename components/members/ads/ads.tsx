import Link from 'next/link';

import { ArchiveIcon, MegaphoneIcon, RefreshCwIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { reportDialogPropsIn } from '@/components/members/report-dialog-props';
import { EmptyState } from '@/components/ui/empty-state';
import { closeAd, deleteAd, renewAd } from '@/lib/actions/ads';
import type { Ad } from '@/lib/data/ads';
import { formatLongDate } from '@/lib/format/date';
import { pageScript } from '@/lib/i18n/page-script';
import { oncePerScript, textTableIn } from '@/lib/i18n/texts';
import { threadPath } from '@/lib/members/message-thread';
import {
  AD_CATEGORY_LABELS,
  AD_TYPE_LABELS,
  ADS_PATH,
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
import { LISTING_TAGS_TEXTS } from '@/components/members/listing-card';
import { AD_CHOICES } from '@/components/members/listing-choices';
import { ClearSearchLink, MemberSearchForm, TypeCategoryFilters } from '@/components/members/search-form';
import { AdFormDialog } from './ad-form-dialog';
import { adFormTextsIn } from './ad-form-texts';
import { AdCardContent, type AdCardTexts, type AdCardView } from './ad-card';

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
  /** The texts every card of the page shares (`adCardTextsIn`). */
  texts: AdCardTexts;
}

/** The texts every ad card of a page shares. */
export const adCardTextsIn = oncePerScript((script): AdCardTexts => ({
  ...textTableIn(script, {
    contact: 'Kontaktiraj',
    reportTitle: 'Prijavi oglas',
    reportFailed: REPORT_MESSAGES.adReportFailed,
    reportSubject: 'oglas',
  }),
  tags: textTableIn(script, LISTING_TAGS_TEXTS),
  report: reportDialogPropsIn(script),
}));

/** An ad's card (`AdCardContent`) with its texts in the page's script: what the member wrote too. */
export async function AdCard({ ad, viewerId, now, editing, reporting, place, texts }: AdCardProps) {
  const { t, href } = await pageScript();
  const own = ad.memberId === viewerId;
  const expired = ad.expiresAt <= now;
  const poster = t(ad.poster.fullName);
  const view: AdCardView = {
    id: ad.id,
    category: ad.category,
    seeking: ad.requestType === 'seeking',
    typeLabel: t(AD_TYPE_LABELS[ad.requestType]),
    categoryLabel: t(AD_CATEGORY_LABELS[ad.category]),
    status:
      own && (ad.closedByModeratorAt || !ad.isActive || expired)
        ? t(ad.closedByModeratorAt ? MODERATION_OUTCOME_TEXTS.adClosedBadge : ad.isActive ? 'Isteklo' : 'Zatvoreno')
        : null,
    moderationNote: own && ad.closedByModeratorAt ? t(MODERATION_OUTCOME_TEXTS.adClosed(ad.closedByModeratorAt)) : null,
    title: t(ad.title),
    poster,
    createdAt: ad.createdAt.toISOString(),
    date: t(formatLongDate(ad.createdAt)),
    description: t(ad.description),
    tags: ad.tags.map((tag) => t(tag)),
    others: own
      ? null
      : {
          contactHref: href(threadPath(ad.memberId)),
          contactLabel: `${texts.contact}: ${poster}`,
          reportHref: href(adReportPath(ad.id, place)),
          reportOpen: reporting,
        },
  };
  return (
    <AdCardContent
      ad={view}
      texts={texts}
      ownControls={own ? <OwnAdControls ad={ad} now={now} editing={editing} place={place} /> : null}
    />
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
