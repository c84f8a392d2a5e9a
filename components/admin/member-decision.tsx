'use client';

import { CheckIcon, XIcon } from '@/components/ui/icons';
import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { FormAlert } from '@/components/forms/form-alert';
import { decideMember } from '@/lib/actions/admin-members';
import { ADMIN_MEMBER_MESSAGES } from '@/lib/validation/admin-members';

/** The two answers to a pending member, each its own submit button. */
const DECISIONS = [
  { value: 'approved', label: 'Odobri', variant: undefined, Icon: CheckIcon },
  { value: 'rejected', label: 'Odbij', variant: 'outline', Icon: XIcon },
] as const;

/**
 * Approve or reject one pending member. A form, so it also works without JavaScript; the decided
 * member's row (this component) leaves the list as the panel refreshes, so the toast comes from
 * useAction.
 */
export function MemberDecisionButtons({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { state, pending, formProps } = useAction(decideMember, {
    fallbackError: ADMIN_MEMBER_MESSAGES.failed,
    refresh: true,
  });
  const error = state?.ok === false ? state.formError : null;
  return (
    <form {...formProps} className="flex flex-wrap gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      {DECISIONS.map(({ value, label, variant, Icon }) => (
        <PendingButton
          key={value}
          type="submit"
          name="decision"
          value={value}
          size="sm"
          variant={variant}
          pending={pending}
          aria-label={`${label}: ${memberName}`}
        >
          <Icon aria-hidden />
          {label}
        </PendingButton>
      ))}
      <FormAlert message={error} className="basis-full" />
    </form>
  );
}
