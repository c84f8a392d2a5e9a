import { INDUSTRIES, MEMBER_TYPE_LABELS, MEMBER_TYPES, STARTUP_STAGES } from '@/lib/domain/enums';
import { STARTUP_STAGE_LABELS } from '@/lib/validation/members';

/** Choices of the member forms and the directory filter, in the spec's order. */
export const MEMBER_TYPE_OPTIONS = MEMBER_TYPES.map((value) => ({ value, label: MEMBER_TYPE_LABELS[value] }));
export const STARTUP_STAGE_OPTIONS = STARTUP_STAGES.map((value) => ({ value, label: STARTUP_STAGE_LABELS[value] }));
export const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }));

export function memberTypeLabel(value: string): string {
  return MEMBER_TYPE_LABELS[value as keyof typeof MEMBER_TYPE_LABELS] ?? value;
}

export function startupStageLabel(value: string): string {
  return STARTUP_STAGE_LABELS[value as keyof typeof STARTUP_STAGE_LABELS] ?? value;
}
