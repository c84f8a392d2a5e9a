'use client';

import { SelectField } from '@/components/forms/form-parts';
import type { ServerFormController } from '@/components/forms/use-server-form';
import { asksIndustry, asksStartupStage } from '@/lib/validation/members';

import { MEMBER_TYPE_FIELDS_TEXTS, type MemberTypeFieldsTexts } from './member-type-fields-texts';

/** The fields a member type asks for besides itself (spec §2); their words are in the texts. */
const ASKED_FIELDS = [
  { name: 'startupStage', asked: asksStartupStage },
  { name: 'industry', asked: asksIndustry },
] as const;

interface MemberTypeFieldsProps {
  controller: ServerFormController;
  /** The chosen 'Tip člana' ('' before one is chosen). */
  memberType: string;
  /** The stored stage and industry an edit form opens with. */
  initial?: { startupStage: string; industry: string };
  /** Without JavaScript, when every field shows, say under each whom it is for (the sign-up). */
  sayForWhom?: boolean;
  /** The fields' words in the page's script (`memberTypeFieldsTextsIn`); as typed when absent. */
  texts?: MemberTypeFieldsTexts;
}

/**
 * 'Faza startapa' for startups and 'Industrija' for startups and companies, each shown when the
 * chosen type asks for it. Without JavaScript both show; the server drops what the type does not ask.
 * The sign-up and the profile ask them alike.
 */
export function MemberTypeFields({
  controller,
  memberType,
  initial,
  sayForWhom = false,
  texts = MEMBER_TYPE_FIELDS_TEXTS,
}: MemberTypeFieldsProps) {
  const showAll = !controller.hydrated;
  return ASKED_FIELDS.map(({ name, asked }) => {
    if (!showAll && !asked(memberType)) return null;
    const { forWhom, ...field } = texts[name];
    return (
      <SelectField
        key={name}
        controller={controller}
        name={name}
        {...field}
        initialValue={initial?.[name]}
        hint={sayForWhom && showAll ? forWhom : undefined}
      />
    );
  });
}
