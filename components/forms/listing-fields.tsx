'use client';

import type { TypeCategoryChoices } from '@/components/members/listing-choices';

import { SelectField, TextAreaField, TextField } from './form-parts';
import { LISTING_FIELD_TEXTS, type ListingFieldTexts } from './listing-fields-texts';
import type { ServerFormController } from './use-server-form';

interface TitleDescriptionFieldsProps {
  controller: ServerFormController;
  /** The stored listing an edit form opens with. */
  initial?: { title: string; description: string | null };
  descriptionRows: number;
  /** An ad needs its description; a resource may go without one. */
  descriptionRequired?: boolean;
  /** The labels in the page's script; Latin when omitted. */
  texts?: ListingFieldTexts;
}

/** 'Naslov' and 'Opis' of a listing (an ad, a resource). */
export function TitleDescriptionFields({
  controller,
  initial,
  descriptionRows,
  descriptionRequired,
  texts = LISTING_FIELD_TEXTS,
}: TitleDescriptionFieldsProps) {
  const field = (name: 'title' | 'description') => ({ controller, name, initialValue: initial?.[name] ?? undefined });
  return (
    <>
      <TextField {...field('title')} label={texts.title} maxLength={150} required />
      <TextAreaField
        {...field('description')}
        label={texts.description}
        rows={descriptionRows}
        required={descriptionRequired}
      />
    </>
  );
}

/** How a listing's form names its type: the field ('requestType', 'resourceType'), its label and the choices. */
export interface ListingKind<TypeName extends string> extends TypeCategoryChoices {
  typeName: TypeName;
  typeLabel: string;
}

interface TypeCategoryFieldsProps<TypeName extends string> {
  controller: ServerFormController;
  kind: ListingKind<TypeName>;
  /** The stored listing, or a new one's type and category. */
  initial: Record<TypeName | 'category', string>;
  /** The labels in the page's script; Latin when omitted. */
  texts?: ListingFieldTexts;
}

/** A listing's type and 'Kategorija', side by side from `sm` up. */
export function TypeCategoryFields<TypeName extends string>({
  controller,
  kind,
  initial,
  texts = LISTING_FIELD_TEXTS,
}: TypeCategoryFieldsProps<TypeName>) {
  const selects = [
    { name: kind.typeName, label: kind.typeLabel, options: kind.types },
    { name: 'category', label: texts.category, options: kind.categories },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {selects.map(({ name, label, options }) => (
        <SelectField
          key={name}
          controller={controller}
          name={name}
          label={label}
          options={options}
          initialValue={initial[name]}
        />
      ))}
    </div>
  );
}
