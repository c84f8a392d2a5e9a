import { LoaderCircleIcon } from 'lucide-react';

/** Shown while the join page renders (spec public-site §2 /join). */
export default function JoinLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-muted-foreground">
      <LoaderCircleIcon className="size-10 text-primary motion-safe:animate-spin" aria-hidden />
      <p className="font-medium">Učitavanje...</p>
    </div>
  );
}
