import { clsx } from 'clsx';

/** A form's refusal in words, announced at once (`role="alert"`); nothing while there is none. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={clsx('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}
