import { cleanQuery } from '@/lib/blog/search';

/** A filter value from the URL when it is one of `values`, otherwise 'all' (unknown values never error). */
function oneOfOrAll<T extends string>(values: readonly T[], value: string | undefined): T | 'all' {
  return values.includes(value as T) ? (value as T) : 'all';
}

/** A members' list search with a type and a category (ads, resources); `all` for no filter. */
export interface TypeCategoryFilters<Type extends string, Category extends string> {
  query: string;
  type: Type | 'all';
  category: Category | 'all';
}

/** What a list's `?q=&type=&category=` address says. */
export interface TypeCategoryParams {
  q?: string;
  type?: string;
  category?: string;
}

/** The filters `params` ask for among `types` and `categories`; anything unknown means all. */
export function typeCategoryFiltersFrom<Type extends string, Category extends string>(
  types: readonly Type[],
  categories: readonly Category[],
  params: TypeCategoryParams,
): TypeCategoryFilters<Type, Category> {
  return {
    query: cleanQuery(params.q),
    type: oneOfOrAll(types, params.type),
    category: oneOfOrAll(categories, params.category),
  };
}
