import { ListActionAlert, ListActionButton, ListActionForm } from '@/components/forms/list-action';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { decideMember } from '@/lib/actions/admin-members';
import type { Script } from '@/lib/i18n/script';

import { scriptFields } from '@/lib/actions/result';
import { MEMBER_LIST_TEXTS, type MemberListTexts } from './member-texts';

/** The two answers to a pending member, each a form of the page's list and a button in each row. */
const DECISIONS = [
  { value: 'approved', form: 'member-approve', label: 'approve', variant: 'default', Icon: CheckIcon },
  { value: 'rejected', form: 'member-reject', label: 'reject', variant: 'outline', Icon: XIcon },
] as const;

const FORM_IDS = DECISIONS.map((decision) => decision.form);

/**
 * The list's forms (`ListActionForm`), beside a page of pending members: one per answer, the
 * member's id from the row's button. A refusal rendered without JavaScript is said above the list,
 * in the page's script (`script`; Latin unless given).
 */
export function MemberDecisionForms({
  script = 'lat',
  texts = MEMBER_LIST_TEXTS,
}: {
  script?: Script;
  texts?: Pick<MemberListTexts, 'failed'>;
}) {
  return DECISIONS.map(({ value, form }) => (
    <ListActionForm
      key={value}
      id={form}
      action={decideMember}
      fields={{ decision: value, ...scriptFields(script) }}
      rowField="memberId"
      fallbackError={texts.failed}
      pageError
    />
  ));
}

/**
 * Approve or reject one pending member: buttons of the list's forms, so it also works without
 * JavaScript; the decided member's row leaves the list as the panel refreshes, the answer is a
 * toast, and a refusal is also said in the row.
 */
export function MemberDecisionButtons({
  memberId,
  memberName,
  texts,
}: {
  memberId: string;
  memberName: string;
  texts: Pick<MemberListTexts, 'approve' | 'reject'>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {DECISIONS.map(({ value, form, label, variant, Icon }) => (
        <ListActionButton
          key={value}
          form={form}
          name="memberId"
          value={memberId}
          variant={variant}
          aria-label={`${texts[label]}: ${memberName}`}
        >
          <Icon aria-hidden />
          {texts[label]}
        </ListActionButton>
      ))}
      <ListActionAlert forms={FORM_IDS} value={memberId} className="basis-full" />
    </div>
  );
}
