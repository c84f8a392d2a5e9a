import { labelsIn } from '@/lib/i18n/text-template';
import type { ScriptText } from '@/lib/i18n/texts';
import { INDUSTRY_OPTIONS, STARTUP_STAGE_OPTIONS } from '@/lib/members/options';

type Choices = readonly { value: string; label: string }[];

/**
 * What the fields a member type asks for show, typed in Latin: a server component hands them to
 * `MemberTypeFields` in the page's script (`memberTypeFieldsTextsIn`). Without the conversion's
 * imports, so the form may import it.
 */
export const MEMBER_TYPE_FIELDS_TEXTS = {
  startupStage: {
    label: 'Faza startapa',
    placeholder: 'Izaberite fazu',
    forWhom: 'Samo za startape',
    options: STARTUP_STAGE_OPTIONS as Choices,
  },
  industry: {
    label: 'Industrija',
    placeholder: 'Izaberite industriju',
    forWhom: 'Za startape i preduzeća',
    options: INDUSTRY_OPTIONS as Choices,
  },
};

export type MemberTypeFieldsTexts = typeof MEMBER_TYPE_FIELDS_TEXTS;

/** The type fields' texts in the page's script (`text` from `pageScript()`). */
export function memberTypeFieldsTextsIn(text: ScriptText): MemberTypeFieldsTexts {
  const fieldIn = ({ label, placeholder, forWhom, options }: MemberTypeFieldsTexts['startupStage']) => ({
    label: text(label),
    placeholder: text(placeholder),
    forWhom: text(forWhom),
    options: labelsIn(text, options),
  });
  return {
    startupStage: fieldIn(MEMBER_TYPE_FIELDS_TEXTS.startupStage),
    industry: fieldIn(MEMBER_TYPE_FIELDS_TEXTS.industry),
  };
}
