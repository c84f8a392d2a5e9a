import Link from 'next/link';
import type { ReactNode } from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { FilterSelect } from '@/components/ui/select';
import { pageScript } from '@/lib/i18n/page-script';

import { labelsIn } from '@/lib/i18n/text-template';
import { LiveSearchForm } from './live-search-form';

interface MemberSearchFormProps {
  /** The list page the form filters (`/members/…`), in the page's script (`href`). */
  action: string;
  /** Accessible name of the search landmark; the form shows it and the placeholder in the page's script. */
  label: string;
  /** Prefix of the fields' ids (`<id>-query`). */
  id: string;
  query: string;
  placeholder: string;
  maxLength?: number;
  /** Grid columns from `sm` up: the query, then one per filter, then the button. */
  columnsClassName: string;
  /** Filters and hidden fields between the query and the button. */
  children?: ReactNode;
}

/**
 * A members' list search as a GET form: the URL holds the query and filters, the server filters,
 * and it works without JavaScript (the button). With JavaScript it filters as you go: typing
 * submits once it pauses, a filter (`<select>`) as soon as it changes (LiveSearchForm).
 */
export async function MemberSearchForm({
  action,
  label,
  id,
  query,
  placeholder,
  maxLength = 100,
  columnsClassName,
  children,
}: MemberSearchFormProps) {
  const { t } = await pageScript();
  return (
    <LiveSearchForm
      action={action}
      query={query}
      role="search"
      aria-label={t(label)}
      className={`grid gap-3 sm:items-end ${columnsClassName}`}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-query`}>{t('Pretraga')}</Label>
        <Input
          id={`${id}-query`}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={maxLength}
          placeholder={t(placeholder)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      {children}
      <Button type="submit">
        <SearchIcon aria-hidden />
        {t('Pretraži')}
      </Button>
    </LiveSearchForm>
  );
}

/** 'Očisti pretragu' of a list's empty state: the list's own address (in the page's script), without query or filters. */
export async function ClearSearchLink({ href }: { href: string }) {
  const { t } = await pageScript();
  return (
    <Link href={href} className={buttonVariants({ variant: 'outline' })}>
      {t('Očisti pretragu')}
    </Link>
  );
}

type FilterOptions = readonly { value: string; label: string }[];

interface TypeCategoryFiltersProps {
  /** The search form's id prefix: the selects are `<id>-type` and `<id>-category`. */
  id: string;
  /** The chosen type and category (`all` for no filter). */
  filters: { type: string; category: string };
  types: FilterOptions;
  categories: FilterOptions;
  /** The type filter's 'all' choice ('Svi', 'Svi tipovi'). */
  allTypesLabel: string;
}

/** A list's 'Tip' and 'Kategorija' filters (ads, resources), sent as `type` and `category`, labelled in the page's script. */
export async function TypeCategoryFilters({ id, filters, types, categories, allTypesLabel }: TypeCategoryFiltersProps) {
  const { t } = await pageScript();
  const selects = [
    { name: 'type', label: t('Tip'), allLabel: t(allTypesLabel), options: labelsIn(t, types) },
    {
      name: 'category',
      label: t('Kategorija'),
      allLabel: t('Sve kategorije'),
      options: labelsIn(t, categories),
    },
  ] as const;
  return selects.map((select) => (
    <FilterSelect key={select.name} id={`${id}-${select.name}`} defaultValue={filters[select.name]} {...select} />
  ));
}
