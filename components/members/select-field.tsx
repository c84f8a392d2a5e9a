'use client';

import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

import { FieldShell } from '@/components/forms/form-parts';
import type { ServerFormController } from '@/components/forms/use-server-form';
import { selectClass } from '@/components/ui/select';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'name' | 'id' | 'defaultValue' | 'children'> {
  controller: ServerFormController;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ('Izaberite…'). */
  placeholder: string;
  required?: boolean;
  hint?: string;
}

/** A native select inside the form's field shell: label, message and react-hook-form registration. */
export function SelectField({
  controller,
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell controller={controller} name={name} label={label} required={required} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} {...controller.form.register(name)} className={clsx(selectClass)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
