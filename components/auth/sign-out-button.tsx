import { LogOutIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/actions/auth';

/** A form, so signing out works without JavaScript too; the session row is deleted on the server. */
export function SignOutButton({
  next = '/',
  variant = 'outline',
}: {
  next?: string;
  variant?: 'outline' | 'ghost' | 'default';
}) {
  return (
    <form action={signOut}>
      <input type="hidden" name="next" value={next} />
      <Button type="submit" variant={variant}>
        <LogOutIcon aria-hidden />
        Odjavi se
      </Button>
    </form>
  );
}
