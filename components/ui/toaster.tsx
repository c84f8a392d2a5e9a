'use client';

import { useTheme } from 'next-themes';
import { Toaster as Sonner } from 'sonner';

/** One toast visible at a time (spec public-site §2). */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
