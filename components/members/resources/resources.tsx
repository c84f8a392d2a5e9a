import {
  BookOpenIcon,
  ExternalLinkIcon,
  FileTextIcon,
  LibraryIcon,
  PresentationIcon,
  StarIcon,
  VideoIcon,
  type IconComponent,
} from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { LISTING_TAGS_TEXTS, ListingCardHead, ListingTags } from '@/components/members/listing-card';
import { RESOURCE_CHOICES } from '@/components/members/listing-choices';
import { ClearSearchLink, MemberSearchForm, TypeCategoryFilters } from '@/components/members/search-form';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { OPENS_IN_NEW_TAB } from '@/components/ui/new-window-note';
import type { KnowledgeResource } from '@/lib/data/member-resources';
import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import {
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_LIST_TAGS,
  RESOURCE_TYPE_LABELS,
  resourceHref,
  type ResourceFilters,
  type ResourceType,
} from '@/lib/members/resources';

export const RESOURCE_TYPE_ICONS: Record<ResourceType, IconComponent> = {
  video: VideoIcon,
  document: FileTextIcon,
  guide: BookOpenIcon,
  workshop_recording: PresentationIcon,
};

export async function ResourceFiltersForm({ filters }: { filters: ResourceFilters }) {
  const { href } = await pageScript();
  return (
    <MemberSearchForm
      action={href('/members/resources')}
      label="Pretraga resursa"
      id="resources"
      query={filters.query}
      placeholder="Naslov, opis, kategorija, tag…"
      columnsClassName="sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]"
    >
      <TypeCategoryFilters id="resources" filters={filters} {...RESOURCE_CHOICES} allTypesLabel="Svi tipovi" />
    </MemberSearchForm>
  );
}

/** A resource (spec §2): opens its external link in a new tab, or else its file. */
export async function ResourceCard({
  resource,
  headingLevel = 3,
}: {
  resource: KnowledgeResource;
  headingLevel?: 2 | 3;
}) {
  const { script, t } = await pageScript();
  const href = resourceHref(resource);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shownTags = resource.tags.slice(0, RESOURCE_LIST_TAGS);
  return (
    <Card className="relative grid content-start gap-3" aria-labelledby={`resource-${resource.id}`}>
      <ListingCardHead icon={RESOURCE_TYPE_ICONS[resource.resourceType]}>
        <div className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
          {resource.isFeatured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
              <StarIcon className="size-3" aria-hidden />
              {t('Izdvojeno')}
            </span>
          ) : null}
          <span className="rounded-full bg-muted px-2 py-0.5">{t(RESOURCE_TYPE_LABELS[resource.resourceType])}</span>
          <span className="rounded-full bg-muted px-2 py-0.5">{t(RESOURCE_CATEGORY_LABELS[resource.category])}</span>
        </div>
        <Heading id={`resource-${resource.id}`} className="text-lg font-semibold break-words">
          {href ? (
            // The whole card is this link (its ::after covers the card): a click anywhere opens the resource.
            <a
              href={href}
              {...OPENS_IN_NEW_TAB}
              className="after:absolute after:inset-0 after:rounded-[inherit] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
            >
              {t(resource.title)}
            </a>
          ) : (
            t(resource.title)
          )}
        </Heading>
        {resource.uploaderName ? (
          <p className="text-xs text-muted-foreground">{t(`Dodao/la: ${resource.uploaderName}`)}</p>
        ) : null}
      </ListingCardHead>
      {resource.description ? <p className="text-sm text-muted-foreground">{t(resource.description)}</p> : null}
      <ListingTags
        tags={shownTags.map((tag) => t(tag))}
        more={resource.tags.length - shownTags.length}
        texts={textTableIn(script, LISTING_TAGS_TEXTS)}
      />
      {href ? (
        // What the card's link looks like; the link itself is the title.
        <span
          aria-hidden
          className={buttonVariants({ size: 'sm', variant: 'outline', className: 'mt-auto justify-self-start' })}
        >
          <ExternalLinkIcon aria-hidden />
          {t('Otvori')}
        </span>
      ) : null}
    </Card>
  );
}

export async function ResourcesEmptyState({ filtered }: { filtered: boolean }) {
  const { t, href } = await pageScript();
  return (
    <EmptyState
      icon={LibraryIcon}
      title={t(filtered ? 'Nema resursa koji odgovaraju pretrazi' : 'Biblioteka resursa je još prazna')}
      description={t(
        filtered
          ? 'Pokušajte sa drugim pojmom, tipom ili kategorijom.'
          : 'Tim uskoro dodaje vodiče, snimke radionica i dokumente za članove.',
      )}
    >
      {filtered ? <ClearSearchLink href={href('/members/resources')} /> : null}
    </EmptyState>
  );
}
