'use client';

import { SearchIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { moveCaretToEnd, useSearchAsYouType } from '@/components/ui/use-search-as-you-type';
import { MAX_QUERY_LENGTH } from '@/lib/blog/search';

import type { SearchFormTexts } from './client-texts';

interface SearchFormProps {
  /** The current query, shown in the field. */
  query?: string;
  /** The blog's address in the page's script (`/blog`, `/cir/blog`). */
  action: string;
  /** SEARCH_FORM_TEXTS in the page's script. */
  texts: SearchFormTexts;
}

/**
 * Search is a plain GET form to /blog?q=…: linkable, rendered on the server and working without
 * JavaScript. It is a document navigation on purpose (not next/form): `/blog` is a prerendered
 * page, so the client router would answer `/blog?q=…` from its copy of `/blog`, while the server
 * hands searches to their own page (proxy.ts). With JavaScript it also searches as you type, once
 * typing pauses; the results page puts the caret back at the end of the query so typing goes on.
 */
export function SearchForm({ query = '', action, texts }: SearchFormProps) {
  const { formRef, searchWhenTypingPauses, cancelPendingSearch } = useSearchAsYouType(query);

  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      role="search"
      aria-label={texts.form}
      className="flex gap-2"
      onSubmit={cancelPendingSearch}
    >
      <label htmlFor="blog-search" className="sr-only">
        {texts.field}
      </label>
      <Input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={query}
        placeholder={texts.placeholder}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        // On a results page the visitor was typing here a moment ago (a focus before hydration:
        // useSearchAsYouType).
        autoFocus={query !== ''}
        onFocus={(event) => moveCaretToEnd(event.currentTarget)}
        onChange={(event) => searchWhenTypingPauses(event.currentTarget.value)}
      />
      <Button type="submit" size="icon" aria-label={texts.submit}>
        <SearchIcon aria-hidden />
      </Button>
    </form>
  );
}
