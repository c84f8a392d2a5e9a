import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '@/lib/domain/enums';

import { type TypeCategoryFilters, type TypeCategoryParams, typeCategoryFiltersFrom } from './filters';

/** Resource library (spec platform §2 /members/resources, §3 knowledge_resource). */

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  business: 'Biznis',
  startup: 'Startup',
  marketing: 'Marketing',
  technology: 'Tehnologija',
  finance: 'Finansije',
  networking: 'Umrežavanje',
  other: 'Ostalo',
};

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  video: 'Video',
  document: 'Dokument',
  guide: 'Vodič',
  workshop_recording: 'Snimak radionice',
};

/** Featured resources shown at most (spec §9), and tags per resource in the list before "+N". */
export const FEATURED_RESOURCES_LIMIT = 4;
export const RESOURCE_LIST_TAGS = 3;
/** Resources on one page of the list. */
export const RESOURCES_PAGE_SIZE = 24;

export type ResourceFilters = TypeCategoryFilters<ResourceType, ResourceCategory>;

/** The filters a `/members/resources?q=&type=&category=` URL asks for; anything unknown means all. */
export function resourceFiltersFrom(params: TypeCategoryParams): ResourceFilters {
  return typeCategoryFiltersFrom(RESOURCE_TYPES, RESOURCE_CATEGORIES, params);
}

/** Where a resource opens (spec §2): the external link, otherwise the file. */
export function resourceHref(resource: { externalUrl: string | null; fileUrl: string | null }): string | null {
  return resource.externalUrl || resource.fileUrl || null;
}
