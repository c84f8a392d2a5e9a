import { SearchIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_QUERY_LENGTH } from '@/lib/blog/search';

interface SearchFormProps {
  /** The current query, shown in the field. */
  query?: string;
  id?: string;
}

/**
 * Search is a plain GET form to /blog?q=…: linkable, rendered on the server and working without
 * JavaScript. It is a document navigation on purpose (not next/form): `/blog` is a prerendered
 * page, so the client router would answer `/blog?q=…` from its copy of `/blog`, while the server
 * hands searches to their own page (proxy.ts).
 */
export function SearchForm({ query = '', id = 'blog-search' }: SearchFormProps) {
  return (
    <form action="/blog" method="get" role="search" aria-label="Pretraga članaka" className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Pretraži članke
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Pretraži članke…"
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" size="icon" aria-label="Pretraži">
        <SearchIcon aria-hidden />
      </Button>
    </form>
  );
}
