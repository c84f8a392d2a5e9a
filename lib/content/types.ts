import type { MEDIA_PLACEMENTS } from '@/lib/domain/enums';

import type { SectionRecord } from './resolve';

export type SectionDefaults = Record<string, SectionRecord>;

export interface MediaDefault {
  url: string;
  /** Alt text: what the image shows, in Serbian. */
  title: string;
  description?: string;
  placement: (typeof MEDIA_PLACEMENTS)[number];
  sortOrder: number;
}
