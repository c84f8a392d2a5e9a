'use client';

import Form from 'next/form';
import type { ComponentProps } from 'react';

import { useSearchAsYouType } from '@/components/ui/use-search-as-you-type';

interface LiveSearchFormProps extends Omit<
  ComponentProps<'form'>,
  'action' | 'method' | 'onChange' | 'onSubmit' | 'ref'
> {
  /** The list page the form filters (`/members/…`). */
  action: string;
  /** The query the page shows now (the field named `q`). */
  query: string;
}

/**
 * The `<form>` of a members' list search, the only client part of it: its fields stay server
 * rendered. One change handler filters as you go: typing in the query field (`q`) submits once
 * typing pauses, choosing in a `<select>` submits at once. next/form makes the submission a
 * client-side navigation that re-renders the same page, so the field keeps its focus, caret and
 * text while the list changes, and nothing is focused on a page load. Without JavaScript it is the
 * plain GET form with its button.
 */
export function LiveSearchForm({ action, query, children, ...form }: LiveSearchFormProps) {
  const { formRef, searchWhenTypingPauses, cancelPendingSearch } = useSearchAsYouType(query);

  return (
    <Form
      {...form}
      ref={formRef}
      action={action}
      // The list changes under the field; the page stays where it is.
      scroll={false}
      onSubmit={cancelPendingSearch}
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
        else if (field instanceof HTMLInputElement && field.name === 'q') searchWhenTypingPauses(field.value);
      }}
    >
      {children}
    </Form>
  );
}
