'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

import { clsx } from 'clsx';
import { THEME_STORAGE_KEY } from '@/lib/messages';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import type { HeaderTexts } from '@/lib/site/navigation';

const OPTIONS = [
  { value: 'system', Icon: MonitorIcon },
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
] as const;

/** What the browser has stored: a choice, or `null` for none. */
type StoredChoice = string | null;

/** Read as "a choice is kept" when storage is off: next-themes then keeps it in memory. */
const STORAGE_BLOCKED = 'blocked';

const choiceListeners = new Set<() => void>();

function subscribeToStoredChoice(listener: () => void) {
  choiceListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readStoredChoice(): StoredChoice {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return STORAGE_BLOCKED;
  }
}

/**
 * Three-way theme choice: system, light, dark. The spec gives two defaults: the shell starts light
 * (the provider's default), and the control's own default preference is system. So while nothing
 * is stored the page is light and 'Sistemska tema (podrazumevano)' is the marked choice; a click
 * stores a choice of its own, which every copy of the control (header, mobile menu) then marks.
 * Nothing is marked before hydration, so no mismatch.
 */
export function ThemeToggle({
  className,
  texts,
}: {
  className?: string;
  /** In the page's script, from the server (components/site/site-header.tsx). */
  texts: Pick<HeaderTexts, 'theme' | 'themes'>;
}) {
  const { theme, setTheme } = useTheme();
  const stored = useSyncExternalStore<StoredChoice | undefined>(
    subscribeToStoredChoice,
    readStoredChoice,
    () => undefined,
  );
  const marked = stored === undefined ? undefined : stored === null ? 'system' : theme;
  return (
    <div
      role="radiogroup"
      aria-label={texts.theme}
      className={clsx('inline-flex rounded-full border p-0.5', className)}
    >
      {OPTIONS.map(({ value, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={marked === value}
          aria-label={texts.themes[value]}
          title={texts.themes[value]}
          onClick={() => {
            setTheme(value);
            for (const listener of choiceListeners) listener();
          }}
          className="theme-option"
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
