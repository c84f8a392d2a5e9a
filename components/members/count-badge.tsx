import { clsx } from 'clsx';

/** A count beside a link (navigation, dashboard tiles): the number shown, words for screen readers; nothing at 0. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs', className)}>
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
