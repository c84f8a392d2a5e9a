'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

import { THEME_STORAGE_KEY } from '@/lib/messages';

/**
 * Theme as a class on <html>, stored under our own key. With nothing stored the shell is light
 * (spec: the app shell's default); the theme control offers "system" as its first, default choice.
 * The stored theme is applied before first paint by THEME_INIT_SCRIPT in the root layout;
 * next-themes' own inline script is kept inert, because the nonce-protected areas could not run it.
 */
const INERT_SCRIPT = { type: 'text/plain' } as const;

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      enableSystem
      disableTransitionOnChange
      scriptProps={INERT_SCRIPT}
    >
      {children}
    </NextThemesProvider>
  );
}
