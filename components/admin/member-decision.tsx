'use client';

import { useRouter } from 'next/navigation';
import { CheckIcon, XIcon } from '@/components/ui/icons';
import { useDirectAction } from '@/components/forms/use-direct-action';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { decideMember } from '@/lib/actions/admin-members';
import { ADMIN_MEMBER_MESSAGES } from '@/lib/validation/admin-members';

/**
 * Approve or reject one pending member. A form, so it also works without JavaScript; the decided
 * member's row (this component) leaves the list as the panel refreshes, so the toast comes from
 * useDirectAction.
 */
export function MemberDecisionButtons({ memberId, memberName }: { memberId: string; memberName: string }) {
  const router = useRouter();
  const { state, pending, formProps } = useDirectAction(decideMember, {
    fallbackError: ADMIN_MEMBER_MESSAGES.failed,
    onResult(result) {
      if (result.ok) toast.success(result.title, { description: result.message });
      else toast.error(result.title, { description: result.formError });
      router.refresh();
    },
  });
  const error = state?.ok === false ? state.formError : null;
  return (
    <form {...formProps} className="flex flex-wrap gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      <Button
        type="submit"
        name="decision"
        value="approved"
        size="sm"
        disabled={pending}
        aria-label={`Odobri: ${memberName}`}
      >
        <CheckIcon aria-hidden />
        Odobri
      </Button>
      <Button
        type="submit"
        name="decision"
        value="rejected"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Odbij: ${memberName}`}
      >
        <XIcon aria-hidden />
        Odbij
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
