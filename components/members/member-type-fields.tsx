'use client';

import { SelectField } from '@/components/forms/form-parts';
import type { ServerFormController } from '@/components/forms/use-server-form';
import { INDUSTRY_OPTIONS, STARTUP_STAGE_OPTIONS } from '@/lib/members/options';
import { asksIndustry, asksStartupStage } from '@/lib/validation/members';

/** The fields a member type asks for besides itself (spec §2), with whom each is for. */
const ASKED_FIELDS = [
  {
    name: 'startupStage',
    label: 'Faza startapa',
    placeholder: 'Izaberite fazu',
    options: STARTUP_STAGE_OPTIONS,
    asked: asksStartupStage,
    forWhom: 'Samo za startape',
  },
  {
    name: 'industry',
    label: 'Industrija',
    placeholder: 'Izaberite industriju',
    options: INDUSTRY_OPTIONS,
    asked: asksIndustry,
    forWhom: 'Za startape i preduzeća',
  },
] as const;

interface MemberTypeFieldsProps {
  controller: ServerFormController;
  /** The chosen 'Tip člana' ('' before one is chosen). */
  memberType: string;
  /** The stored stage and industry an edit form opens with. */
  initial?: { startupStage: string; industry: string };
  /** Without JavaScript, when every field shows, say under each whom it is for (the sign-up). */
  sayForWhom?: boolean;
}

/**
 * 'Faza startapa' for startups and 'Industrija' for startups and companies, each shown when the
 * chosen type asks for it. Without JavaScript both show; the server drops what the type does not ask.
 * The sign-up and the profile ask them alike.
 */
export function MemberTypeFields({ controller, memberType, initial, sayForWhom = false }: MemberTypeFieldsProps) {
  const showAll = !controller.hydrated;
  return ASKED_FIELDS.map(({ asked, forWhom, ...field }) =>
    showAll || asked(memberType) ? (
      <SelectField
        key={field.name}
        controller={controller}
        {...field}
        initialValue={initial?.[field.name]}
        hint={sayForWhom && showAll ? forWhom : undefined}
      />
    ) : null,
  );
}
