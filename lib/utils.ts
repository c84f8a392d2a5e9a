import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins classes and lets later Tailwind utilities override earlier ones. For server components
 * only: client components (and the ui primitives they render) use plain `clsx`, which keeps
 * tailwind-merge's 8 kB out of the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
