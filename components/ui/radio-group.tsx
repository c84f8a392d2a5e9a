import type { ReactNode } from 'react';

import { Label } from './input';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface RadioGroupProps<V extends string> {
  /** The group's name in the form data. */
  name: string;
  /** The fieldset's legend: what is being chosen. */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** Each radio's id is `${idPrefix}-${value}`, its label tied to it. */
  idPrefix: string;
  /** Controlled: the checked value, and what choosing another does. */
  value?: V;
  onChange?: (value: V) => void;
  /** Uncontrolled: the value checked at first. */
  defaultValue?: V;
  /** The options side by side, wrapping on a narrow screen, instead of one under another. */
  inline?: boolean;
  /** Shown after the options, inside the group (a count, a hint). */
  children?: ReactNode;
}

/** A fieldset of radios, each with a real label beside it (one under another, or side by side). */
export function RadioGroup<V extends string>({
  name,
  legend,
  options,
  idPrefix,
  value,
  onChange,
  defaultValue,
  inline = false,
  children,
}: RadioGroupProps<V>) {
  return (
    <fieldset data-slot="radio-group" className={inline ? 'flex flex-wrap gap-4' : 'grid gap-2'}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <div key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              onChange={onChange ? () => onChange(option.value) : undefined}
              className="size-4 accent-primary"
            />
            <Label htmlFor={id} className="font-normal">
              {option.label}
            </Label>
          </div>
        );
      })}
      {children}
    </fieldset>
  );
}
