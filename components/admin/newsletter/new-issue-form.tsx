'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { selectClass } from '@/components/ui/select';
import { createNewsletterIssue } from '@/lib/actions/admin-newsletter';
import { NEWSLETTER_AUDIENCES } from '@/lib/domain/enums';
import { AUDIENCE_LABELS, NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

const SOURCES = [
  { value: 'scratch', label: 'Od početka' },
  { value: 'post', label: 'Iz blog posta' },
] as const;

const MODES = [
  { value: 'full', label: 'Ceo tekst posta' },
  { value: 'summary', label: 'Samo sažetak, sa linkom na post' },
] as const;

interface NewIssueFormProps {
  /** The newest published posts, for 'Iz blog posta'. */
  posts: { id: string; title: string }[];
}

/**
 * 'Novo izdanje': from scratch (a subject) or from a published post (its whole text, or its
 * summary with a link to it). The new draft opens in the editor.
 */
export function NewIssueForm({ posts }: NewIssueFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const router = useRouter();
  const [source, setSource] = useState<(typeof SOURCES)[number]['value']>('scratch');
  const create = useAction(createNewsletterIssue, {
    fallbackError: NEWSLETTER_MESSAGES.createFailed,
    fieldMessages: true,
    onSuccess: (result) => router.push(`/admin/newsletter/${result.data.id}`),
  });
  const subjectError = create.errorFor('subject');
  const postError = create.errorFor('postId');

  return (
    <section aria-labelledby={field('heading')} className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={field('heading')} className="text-xl font-bold">
        Novo izdanje
      </h2>
      <form {...create.formProps} className="grid gap-4" aria-labelledby={field('heading')}>
        <RadioGroup
          name="source"
          legend="Počni"
          idPrefix={field('source')}
          options={SOURCES}
          value={source}
          onChange={setSource}
          inline
        />

        {source === 'scratch' ? (
          <FormField id={field('subject')} label="Naslov (tema mejla)" error={subjectError}>
            {(control) => <Input {...control} name="subject" required maxLength={150} />}
          </FormField>
        ) : (
          <>
            <FormField id={field('post')} label="Blog post" error={postError}>
              {(control) => (
                <select {...control} name="postId" required className={selectClass} defaultValue="">
                  <option value="" disabled>
                    Izaberite objavljen post
                  </option>
                  {posts.map((post) => (
                    <option key={post.id} value={post.id}>
                      {post.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <RadioGroup
              name="mode"
              legend="Šta ide u izdanje"
              idPrefix={field('mode')}
              options={MODES}
              defaultValue="full"
            />
          </>
        )}

        <FormField id={field('audience')} label="Kome se šalje">
          {(control) => (
            <select {...control} name="audience" defaultValue="both" className={selectClass}>
              {NEWSLETTER_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div>
          <PendingButton type="submit" pending={create.pending}>
            Napravi izdanje
          </PendingButton>
        </div>
      </form>
    </section>
  );
}
