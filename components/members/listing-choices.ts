import { optionsOf } from '@/components/ui/select';
import { AD_CATEGORIES, AD_TYPES, RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@/lib/domain/enums';
import { AD_CATEGORY_LABELS, AD_TYPE_LABELS } from '@/lib/members/ads';
import { RESOURCE_CATEGORY_LABELS, RESOURCE_TYPE_LABELS } from '@/lib/members/resources';

/** A listing's types and categories as choices: its form's selects and its list's filters offer the same. */
export interface TypeCategoryChoices {
  types: readonly { value: string; label: string }[];
  categories: readonly { value: string; label: string }[];
}

export const AD_CHOICES: TypeCategoryChoices = {
  types: optionsOf(AD_TYPES, AD_TYPE_LABELS),
  categories: optionsOf(AD_CATEGORIES, AD_CATEGORY_LABELS),
};

export const RESOURCE_CHOICES: TypeCategoryChoices = {
  types: optionsOf(RESOURCE_TYPES, RESOURCE_TYPE_LABELS),
  categories: optionsOf(RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS),
};
