'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';

import {
  SCRIPT_COOKIE,
  SCRIPT_COOKIE_MAX_AGE_SECONDS,
  SCRIPT_LANG,
  SCRIPT_NAMES,
  SCRIPTS,
  scriptPath,
  splitScriptPath,
} from '@/lib/i18n/script';

/**
 * 'Latinica | Ћирилица': this page in each script (docs/i18n.md, "The script switch"). Plain links,
 * so it works without JavaScript and a crawler finds both; with JavaScript the choice is also kept
 * in a cookie, which sends the visitor's next visit to a Latin address on to its Cyrillic one
 * (next.config.mjs). Each name is written in its own script, whatever the page's.
 */
export function ScriptSwitch({ label, className }: { label: string; className?: string }) {
  const { script: current, path } = splitScriptPath(usePathname());
  return (
    <ul aria-label={label} className={clsx('script-switch', className)}>
      {SCRIPTS.map((script) => (
        <li key={script}>
          <a
            href={scriptPath(script, path)}
            lang={SCRIPT_LANG[script]}
            hrefLang={SCRIPT_LANG[script]}
            aria-current={script === current ? 'page' : undefined}
            onClick={() => {
              document.cookie = `${SCRIPT_COOKIE}=${script}; path=/; max-age=${SCRIPT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
            }}
          >
            {SCRIPT_NAMES[script]}
          </a>
        </li>
      ))}
    </ul>
  );
}
