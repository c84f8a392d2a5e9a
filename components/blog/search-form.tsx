import { SearchIcon } from 'lucide-react';
import Form from 'next/form';

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
 * JavaScript; next/form only turns the submit into a client-side navigation when JS is there.
 */
export function SearchForm({ query = '', id = 'blog-search' }: SearchFormProps) {
  return (
    <Form action="/blog" role="search" aria-label="Pretraga članaka" className="flex gap-2">
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
    </Form>
  );
}
