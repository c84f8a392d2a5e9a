'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { Input, Label } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { createNewsletterIssue } from '@/lib/actions/admin-newsletter';
import { NEWSLETTER_AUDIENCES } from '@/lib/domain/enums';
import { AUDIENCE_LABELS, NEWSLETTER_MESSAGES } from '@/lib/validation/admin-newsletter';

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
  const [source, setSource] = useState<'scratch' | 'post'>('scratch');
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
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1.5 text-sm font-medium">Počni</legend>
          {(
            [
              ['scratch', 'Od početka'],
              ['post', 'Iz blog posta'],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <input
                type="radio"
                id={field(`source-${value}`)}
                name="source"
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
                className="size-4 accent-primary"
              />
              <Label htmlFor={field(`source-${value}`)} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </fieldset>

        {source === 'scratch' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={field('subject')}>Naslov (tema mejla)</Label>
            <Input
              id={field('subject')}
              name="subject"
              required
              maxLength={150}
              aria-invalid={subjectError ? true : undefined}
              aria-describedby={subjectError ? field('subject-error') : undefined}
            />
            {subjectError ? (
              <p id={field('subject-error')} className="text-sm text-destructive">
                {subjectError}
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={field('post')}>Blog post</Label>
              <select
                id={field('post')}
                name="postId"
                required
                className={selectClass}
                aria-invalid={postError ? true : undefined}
                aria-describedby={postError ? field('post-error') : undefined}
                defaultValue=""
              >
                <option value="" disabled>
                  Izaberite objavljen post
                </option>
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title}
                  </option>
                ))}
              </select>
              {postError ? (
                <p id={field('post-error')} className="text-sm text-destructive">
                  {postError}
                </p>
              ) : null}
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Šta ide u izdanje</legend>
              {(
                [
                  ['full', 'Ceo tekst posta'],
                  ['summary', 'Samo sažetak, sa linkom na post'],
                ] as const
              ).map(([value, label], index) => (
                <div key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={field(`mode-${value}`)}
                    name="mode"
                    value={value}
                    defaultChecked={index === 0}
                    className="size-4 accent-primary"
                  />
                  <Label htmlFor={field(`mode-${value}`)} className="font-normal">
                    {label}
                  </Label>
                </div>
              ))}
            </fieldset>
          </>
        )}

        <div className="grid gap-1.5">
          <Label htmlFor={field('audience')}>Kome se šalje</Label>
          <select id={field('audience')} name="audience" defaultValue="both" className={selectClass}>
            {NEWSLETTER_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {AUDIENCE_LABELS[audience]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <PendingButton type="submit" pending={create.pending}>
            Napravi izdanje
          </PendingButton>
        </div>
      </form>
    </section>
  );
}
