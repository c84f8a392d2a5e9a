'use client';

import { CheckIcon, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { decideMember } from '@/lib/actions/admin-members';
import type { ActionState } from '@/lib/actions/result';

/** Approve or reject one pending member; a form, so it also works without JavaScript. */
export function MemberDecisionButtons({ memberId, memberName }: { memberId: string; memberName: string }) {
  const router = useRouter();
  const [state, formAction, pending] = useActionState<ActionState, FormData>(decideMember, null);

  useEffect(() => {
    if (!state) return;
    if (state.ok) toast.success(state.title, { description: state.message });
    else toast.error(state.title, { description: state.formError });
    router.refresh();
  }, [state, router]);

  return (
    <form action={formAction} className="flex flex-wrap gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      <Button type="submit" name="decision" value="approved" size="sm" disabled={pending} aria-label={`Odobri: ${memberName}`}>
        <CheckIcon aria-hidden />
        Odobri
      </Button>
      <Button type="submit" name="decision" value="rejected" size="sm" variant="outline" disabled={pending} aria-label={`Odbij: ${memberName}`}>
        <XIcon aria-hidden />
        Odbij
      </Button>
      {state?.ok === false ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {state.formError}
        </p>
      ) : null}
    </form>
  );
}
