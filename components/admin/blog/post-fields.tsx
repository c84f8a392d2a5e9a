'use client';

import type { ReactNode } from 'react';

import { WithForeignMark } from '@/components/admin/foreign-mark-button';
import { FileUpload } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { EditorPost } from '@/lib/blog/editor';
import { BLOG_CATEGORIES } from '@/lib/domain/enums';
import { BLOG_MESSAGES } from '@/lib/validation/admin-blog';

type TextName = {
  [K in keyof EditorPost]: EditorPost[K] extends string ? K : never;
}[keyof EditorPost];

export interface PostFieldsProps {
  /** A control's id, unique on the page. */
  idFor: (name: string) => string;
  post: EditorPost;
  update: <K extends keyof EditorPost>(name: K, value: EditorPost[K]) => void;
  setTitle: (title: string) => void;
  /** Changed when the fields start over: the upload widget remounts. */
  resetKey: number;
}

interface TextProps {
  name: TextName;
  label: string;
  area?: boolean;
  hint?: ReactNode;
  className?: string;
  /** Text the public page shows: the 'Strana reč' button beside it (docs/i18n.md). */
  foreignMark?: boolean;
}

/** One text field of the post, in the shared field shell (label, hint). */
function textField(
  { idFor, post, update }: PostFieldsProps,
  { name, label, area, hint, className, foreignMark }: TextProps,
) {
  return (
    <FormField id={idFor(name)} label={label} hint={hint} className={className}>
      {(control) => (
        <WithForeignMark on={foreignMark} id={control.id}>
          {area ? (
            <Textarea rows={2} value={post[name]} onChange={(event) => update(name, event.target.value)} {...control} />
          ) : (
            <Input value={post[name]} onChange={(event) => update(name, event.target.value)} {...control} />
          )}
        </WithForeignMark>
      )}
    </FormField>
  );
}

/** Title, slug, category, excerpt, author and the featured flag (spec §2 Blog). */
export function PostDetailsFields(props: PostFieldsProps) {
  const { idFor, post, update, setTitle } = props;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id={idFor('title')} label="Naslov" required className="md:col-span-2">
        {(control) => (
          <WithForeignMark on id={control.id}>
            <Input
              required
              aria-required
              value={post.title}
              onChange={(event) => setTitle(event.target.value)}
              {...control}
            />
          </WithForeignMark>
        )}
      </FormField>
      {textField(props, {
        name: 'slug',
        label: 'Slug',
        hint: post.id ? `Adresa posta: /blog/${post.slug}` : 'Pravi se iz naslova dok se post prvi put ne sačuva.',
      })}
      <FormField id={idFor('category')} label="Kategorija">
        {(control) => (
          <select
            value={post.category}
            onChange={(event) => update('category', event.target.value)}
            className={selectClass}
            {...control}
          >
            <option value="">Bez kategorije</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {textField(props, {
        name: 'excerpt',
        label: 'Sažetak',
        area: true,
        className: 'md:col-span-2',
        foreignMark: true,
      })}
      {textField(props, { name: 'author', label: 'Autor', foreignMark: true })}
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={idFor('featured')}
          type="checkbox"
          checked={post.featured}
          onChange={(event) => update('featured', event.target.checked)}
          className="size-4 accent-primary"
        />
        <Label htmlFor={idFor('featured')}>Istaknuti post</Label>
      </div>
    </div>
  );
}

/** The header image with its alt text and caption (spec §2 Blog). */
export function HeaderImageFields(props: PostFieldsProps) {
  const { post, update, resetKey } = props;
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">Naslovna slika</legend>
      <FileUpload
        key={resetKey}
        purpose="blog"
        name="headerImageUpload"
        label="Slika"
        hint="Samo slike, najviše 5 MB."
        defaultValue={post.headerImage}
        onUploaded={(url) => {
          update('headerImage', url);
          toast.success('Uspešno', { description: BLOG_MESSAGES.imageUploaded });
        }}
        onRemoved={() => update('headerImage', '')}
        className="md:col-span-2"
      />
      {textField(props, { name: 'headerImageAlt', label: 'Alt tekst slike' })}
      {textField(props, { name: 'headerImageCaption', label: 'Potpis slike', foreignMark: true })}
    </fieldset>
  );
}

/** Meta title and description. */
export function SeoFields(props: PostFieldsProps) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">SEO</legend>
      {textField(props, { name: 'metaTitle', label: 'Meta title (SEO)', foreignMark: true })}
      {textField(props, { name: 'metaDescription', label: 'Meta description (SEO)', area: true, foreignMark: true })}
    </fieldset>
  );
}
