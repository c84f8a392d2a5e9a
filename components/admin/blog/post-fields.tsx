'use client';

import type { ReactNode } from 'react';

import { WithForeignMark } from '@/components/admin/foreign-mark-button';
import { FileUpload } from '@/components/ui/file-upload';
import { FormField } from '@/components/ui/form-field';
import { Input, Label, Textarea } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { EditorPost } from '@/lib/blog/editor';

import type { BlogEditorTexts } from './blog-editor-texts';

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
  /** The editor's words in the page's script. */
  texts: BlogEditorTexts;
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
  const { idFor, post, update, setTitle, texts } = props;
  const labels = texts.fields;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id={idFor('title')} label={labels.title} required className="md:col-span-2">
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
        label: labels.slug,
        // The address is a path in either script, not words.
        hint: post.id ? (
          <>
            {labels.slugAddress} <span translate="no">/blog/{post.slug}</span>
          </>
        ) : (
          labels.slugHint
        ),
      })}
      <FormField id={idFor('category')} label={labels.category}>
        {(control) => (
          <select
            value={post.category}
            onChange={(event) => update('category', event.target.value)}
            className={selectClass}
            {...control}
          >
            <option value="">{labels.noCategory}</option>
            {texts.categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {textField(props, {
        name: 'excerpt',
        label: labels.excerpt,
        area: true,
        className: 'md:col-span-2',
        foreignMark: true,
      })}
      {textField(props, { name: 'author', label: labels.author, foreignMark: true })}
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={idFor('featured')}
          type="checkbox"
          checked={post.featured}
          onChange={(event) => update('featured', event.target.checked)}
          className="size-4 accent-primary"
        />
        <Label htmlFor={idFor('featured')}>{labels.featured}</Label>
      </div>
    </div>
  );
}

/** The header image with its alt text and caption (spec §2 Blog). */
export function HeaderImageFields(props: PostFieldsProps) {
  const { post, update, resetKey, texts } = props;
  const labels = texts.fields;
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">{labels.headerImage}</legend>
      <FileUpload
        key={resetKey}
        purpose="blog"
        name="headerImageUpload"
        label={labels.image}
        hint={labels.imageHint}
        defaultValue={post.headerImage}
        onUploaded={(url) => {
          update('headerImage', url);
          toast.success(labels.uploadedTitle, { description: labels.imageUploaded });
        }}
        onRemoved={() => update('headerImage', '')}
        className="md:col-span-2"
      />
      {textField(props, { name: 'headerImageAlt', label: labels.imageAlt })}
      {textField(props, { name: 'headerImageCaption', label: labels.imageCaption, foreignMark: true })}
    </fieldset>
  );
}

/** Meta title and description. */
export function SeoFields(props: PostFieldsProps) {
  const labels = props.texts.fields;
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">{labels.seo}</legend>
      {textField(props, { name: 'metaTitle', label: labels.metaTitle, foreignMark: true })}
      {textField(props, { name: 'metaDescription', label: labels.metaDescription, area: true, foreignMark: true })}
    </fieldset>
  );
}
