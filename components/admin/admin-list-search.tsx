import Link from 'next/link';

import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { pageScript } from '@/lib/i18n/page-script';

/** Its texts and addresses come as the page shows them (in the page's script). */
interface AdminListSearchProps {
  /** Where the GET form goes, and the parameters it keeps (the tab, the list's filter). */
  action: string;
  hidden?: Record<string, string | undefined>;
  /** The form's accessible name ('Pretraga članova') and the field's label ('Pretraži članove'). */
  name: string;
  label: string;
  id: string;
  query: string;
  maxLength: number;
  placeholder: string;
  /** While a search is on: 'Pronađeno {found} od {total}' and the way back to the whole list. */
  found: number;
  total: number;
  clearHref: string;
}

/**
 * A panel list's search (the members tab, an event's registrations): a GET form, so it works
 * without JavaScript and the address can be shared, and the count of what it found.
 */
export async function AdminListSearch({
  action,
  hidden = {},
  name,
  label,
  id,
  query,
  maxLength,
  placeholder,
  found,
  total,
  clearHref,
}: AdminListSearchProps) {
  const { t } = await pageScript();
  return (
    <>
      <form action={action} role="search" aria-label={name} className="flex flex-wrap items-end gap-2">
        {Object.entries(hidden).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={id}>{label}</Label>
          <Input id={id} name="q" type="search" defaultValue={query} maxLength={maxLength} placeholder={placeholder} />
        </div>
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden />
          {t('Pretraži')}
        </Button>
      </form>
      {query ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('Pronađeno')} {found} {t('od')} {total} ·{' '}
          <Link href={clearHref} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('Očisti pretragu')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
