'use client';

import { CheckIcon, XIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useActionState, useState, useTransition, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { decideMember } from '@/lib/actions/admin-members';
import type { ActionResult, ActionState } from '@/lib/actions/result';

/**
 * Approve or reject one pending member. A form, so it also works without JavaScript; with it the
 * action is called directly and the toast shown from here, since the decided member's row (this
 * component) leaves the list as soon as the panel refreshes.
 */
export function MemberDecisionButtons({ memberId, memberName }: { memberId: string; memberName: string }) {
  const router = useRouter();
  const [serverState, formAction] = useActionState<ActionState, FormData>(decideMember, null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const show = (result: ActionResult) => {
    if (result.ok) toast.success(result.title, { description: result.message });
    else {
      toast.error(result.title, { description: result.formError });
      setClientError(result.formError);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      show(await decideMember(data));
      router.refresh();
    });
  };

  const error = clientError ?? (serverState?.ok === false ? serverState.formError : null);
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-wrap gap-2">
      <input type="hidden" name="memberId" value={memberId} />
      <Button type="submit" name="decision" value="approved" size="sm" disabled={pending} aria-label={`Odobri: ${memberName}`}>
        <CheckIcon aria-hidden />
        Odobri
      </Button>
      <Button type="submit" name="decision" value="rejected" size="sm" variant="outline" disabled={pending} aria-label={`Odbij: ${memberName}`}>
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
