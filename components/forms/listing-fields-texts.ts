/**
 * The labels of a listing's form fields (components/forms/listing-fields.tsx), typed in Latin; a
 * page in Cyrillic converts them on the server (`textTableIn`) and passes them as `texts`.
 */
export const LISTING_FIELD_TEXTS: { title: string; description: string; category: string } = {
  title: 'Naslov',
  description: 'Opis',
  category: 'Kategorija',
};

export type ListingFieldTexts = typeof LISTING_FIELD_TEXTS;
