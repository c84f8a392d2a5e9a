/** Cards show up to 3 tags and count the rest as "+N" (spec platform §9). */
export const CARD_TAG_LIMIT = 3;

export interface VisibleTags {
  shown: string[];
  /** How many tags are not shown; rendered as "+N" when above 0. */
  hidden: number;
}

export function visibleTags(tags: readonly string[], limit = CARD_TAG_LIMIT): VisibleTags {
  const max = Math.max(0, Math.floor(limit));
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}

/**
 * Tags as the editor stores them: trimmed, lower-cased, without empties or repeats, in the order
 * given (spec platform §4: a tag is added only if non-empty and not already in the list).
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const result: string[] = [];
  for (const tag of tags) {
    const clean = tag.replace(/\s+/g, ' ').trim().toLocaleLowerCase('sr-Latn');
    if (clean && !result.includes(clean)) result.push(clean);
  }
  return result;
}
