'use client';

import { CheckIcon, XIcon } from '@/components/ui/icons';
import { useAction } from '@/components/forms/use-action';
import { PendingButton } from '@/components/forms/pending-button';
import { decideMember } from '@/lib/actions/admin-members';
import { ADMIN_MEMBER_MESSAGES } from '@/lib/validation/admin-members';

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
      <PendingButton
        type="submit"
        name="decision"
        value="approved"
        size="sm"
        pending={pending}
        aria-label={`Odobri: ${memberName}`}
      >
        <CheckIcon aria-hidden />
        Odobri
      </PendingButton>
      <PendingButton
        type="submit"
        name="decision"
        value="rejected"
        size="sm"
        variant="outline"
        pending={pending}
        aria-label={`Odbij: ${memberName}`}
      >
        <XIcon aria-hidden />
        Odbij
      </PendingButton>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
