'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

import { THEME_STORAGE_KEY } from '@/lib/messages';

/**
 * Theme as a class on <html>, stored under our own key. With nothing stored the shell is light
 * (spec: the app shell's default); the theme control offers "system" as its first, default choice.
 * next-themes injects a blocking script, so the stored theme applies before first paint.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" storageKey={THEME_STORAGE_KEY} defaultTheme="light" enableSystem disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
