'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

import { clsx } from 'clsx';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';

const OPTIONS = [
  { value: 'system', label: 'Sistemska tema (podrazumevano)', Icon: MonitorIcon },
  { value: 'light', label: 'Svetla tema', Icon: SunIcon },
  { value: 'dark', label: 'Tamna tema', Icon: MoonIcon },
] as const;

const subscribeNever = () => () => {};

/** Three-way theme choice: system, light, dark. Nothing is marked before hydration, so no mismatch. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <div role="radiogroup" aria-label="Tema" className={clsx('inline-flex rounded-full border p-0.5', className)}>
      {OPTIONS.map(({ value, label, Icon }) => {
        const checked = mounted && theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            onClick={() => setTheme(value)}
            className="theme-option"
          >
            <Icon className="size-4" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
