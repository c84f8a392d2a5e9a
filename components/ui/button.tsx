import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { clsx } from 'clsx';

/** Variants map to the component classes in app/globals.css (`.btn`, `.btn-primary`, `.btn-md`, …). */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      secondary: 'btn-secondary',
      outline: 'btn-outline',
      ghost: 'btn-ghost',
      link: 'btn-link',
      /** Confirms something permanent (a delete). */
      destructive: 'btn-destructive',
      /** On a dark photo: a light outline. */
      inverse: 'btn-inverse',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button, or with `asChild` its single child (a link) styled as one. Buttons also render inside
 * client components, so classes are joined with clsx, not tailwind-merge (8 kB less JavaScript):
 * `className` may add layout classes but must not fight a variant; add a variant instead.
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
