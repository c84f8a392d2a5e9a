import { redirect } from 'next/navigation';
import { script as scriptParam } from 'next/root-params';

import { isScript, scriptPath, type Script } from './script';
import { textIn, type ScriptText } from './texts';

export interface PageScript {
  script: Script;
  /** A text of the site in the page's script. */
  t: ScriptText;
  /** A site path in the page's script (`/blog` → `/cir/blog` on a Cyrillic page). */
  href: (path: string) => string;
}

/**
 * The script of the page being rendered, from the root segment app/[script] (`next/root-params`):
 * any server component asks for it without props, and each script stays its own entry of the
 * route cache. Not for server actions or route handlers, where Next does not offer root params.
 */
export async function pageScript(): Promise<PageScript> {
  const value = await scriptParam();
  const script: Script = isScript(value) ? value : 'lat';
  return { script, t: textIn(script), href: (path) => scriptPath(script, path) };
}

/** Next's `redirect` from a page or layout to a site path, in the page's script. */
export async function redirectInPageScript(path: string): Promise<never> {
  const { href } = await pageScript();
  redirect(href(path));
}
