import { LoaderCircleIcon } from 'lucide-react';

/** Shown while the registration page looks up its event. */
export default function EventRegistrationLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-muted-foreground">
      <LoaderCircleIcon className="size-10 text-primary motion-safe:animate-spin" aria-hidden />
      <p className="font-medium">Učitavanje...</p>
    </div>
  );
}
