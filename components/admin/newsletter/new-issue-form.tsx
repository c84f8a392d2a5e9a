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
import { scriptPath, type Script } from '@/lib/i18n/script';

import type { NewIssueTexts } from './newsletter-texts';

const SOURCES = ['scratch', 'post'] as const;
const MODES = ['full', 'summary'] as const;

interface NewIssueFormProps {
  /** The newest published posts, for 'Iz blog posta', their titles as the page shows them. */
  posts: { id: string; title: string }[];
  script: Script;
  /** Its words in the page's script. */
  texts: NewIssueTexts;
}

/**
 * 'Novo izdanje': from scratch (a subject) or from a published post (its whole text, or its
 * summary with a link to it). The new draft opens in the editor.
 */
export function NewIssueForm({ posts, script, texts }: NewIssueFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const router = useRouter();
  const [source, setSource] = useState<(typeof SOURCES)[number]>('scratch');
  const create = useAction(createNewsletterIssue, {
    fallbackError: texts.createFailed,
    fieldMessages: true,
    onSuccess: (result) => router.push(scriptPath(script, `/admin/newsletter/${result.data.id}`)),
  });
  const subjectError = create.errorFor('subject');
  const postError = create.errorFor('postId');

  return (
    <section aria-labelledby={field('heading')} className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={field('heading')} className="text-xl font-bold">
        {texts.heading}
      </h2>
      <form {...create.formProps} className="grid gap-4" aria-labelledby={field('heading')}>
        <RadioGroup
          name="source"
          legend={texts.start}
          idPrefix={field('source')}
          options={SOURCES.map((value) => ({ value, label: texts.sources[value] }))}
          value={source}
          onChange={setSource}
          inline
        />

        {source === 'scratch' ? (
          <FormField id={field('subject')} label={texts.subject} error={subjectError}>
            {(control) => <Input {...control} name="subject" required maxLength={150} />}
          </FormField>
        ) : (
          <>
            <FormField id={field('post')} label={texts.post} error={postError}>
              {(control) => (
                <select {...control} name="postId" required className={selectClass} defaultValue="">
                  <option value="" disabled>
                    {texts.choosePost}
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
              legend={texts.content}
              idPrefix={field('mode')}
              options={MODES.map((value) => ({ value, label: texts.modes[value] }))}
              defaultValue="full"
            />
          </>
        )}

        <FormField id={field('audience')} label={texts.audience}>
          {(control) => (
            <select {...control} name="audience" defaultValue="both" className={selectClass}>
              {NEWSLETTER_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {texts.audiences[audience]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div>
          <PendingButton type="submit" pending={create.pending}>
            {texts.create}
          </PendingButton>
        </div>
      </form>
    </section>
  );
}
