'use client';

import { useState, type KeyboardEvent } from 'react';

import { XIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { fillText } from '@/lib/i18n/text-template';
import { addTag } from '@/lib/blog/editor';

import type { BlogEditorTexts } from './blog-editor-texts';

interface TagInputProps {
  /** The id of the text field (its label is 'Novi tag'). */
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  texts: BlogEditorTexts['tags'];
  /** The suggested tags, each with its name as the page shows it. */
  suggested: BlogEditorTexts['suggestedTags'];
}

/** The post's tags: the chosen ones with a remove button, a field (Enter or ',' adds), and suggestions (spec §2). */
export function TagInput({ id, tags, onChange, texts, suggested }: TagInputProps) {
  const [typed, setTyped] = useState('');
  const suggestions = suggested.filter((tag) => !tags.includes(tag.value));

  function commit(value = typed) {
    onChange(addTag(tags, value));
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{texts.legend}</legend>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={texts.chosen}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={fillText(texts.remove, tag)}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="rounded-full p-0.5 hover:bg-background/60"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Label htmlFor={id} className="sr-only">
          {texts.newTag}
        </Label>
        <Input
          id={id}
          placeholder={texts.placeholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={() => commit()}>
          {texts.add}
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-muted-foreground">{texts.suggestions}</span>
          {suggestions.map((tag) => (
            <button
              key={tag.value}
              type="button"
              onClick={() => commit(tag.value)}
              className="rounded-full border px-2.5 py-1 hover:bg-muted"
            >
              + {tag.label}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
