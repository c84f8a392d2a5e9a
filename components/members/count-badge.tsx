import { clsx } from 'clsx';

/**
 * A count beside a link (navigation, dashboard tiles). The number shows while it is above 0; its
 * words ('1 nepročitana poruka') are the link's description, so the link's name stays its label
 * ('Poruke') whatever the count: the host link sets `aria-describedby={id}`. The words are always
 * there (also '0 …'), so that reference never dangles.
 */
export function CountBadge({
  id,
  count,
  label,
  className,
}: {
  id: string;
  count: number;
  label: string;
  className?: string;
}) {
  return (
    <>
      {count > 0 ? (
        <span aria-hidden className={clsx('rounded-full px-2 py-0.5 text-xs', className)}>
          {count}
        </span>
      ) : null}
      <span id={id} hidden>
        {label}
      </span>
    </>
  );
}
