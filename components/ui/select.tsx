import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

import { Label } from './input';

/** The look of a native select, matching the text inputs. */
export const selectClass =
  'h-10 w-full rounded-xl border bg-background px-3 text-sm aria-invalid:border-destructive disabled:opacity-60';

interface FilterSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  id: string;
  label: string;
  /** The first choice, which means "no filter" (value `all`). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled filter of a GET search form: 'all' first, then the options. */
export function FilterSelect({ id, label, allLabel, options, className, ...select }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={clsx(selectClass, className)} {...select}>
        <option value="all">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Options from an enum and its labels. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
