import 'server-only';

import type { ReactElement } from 'react';

import { pageScript } from '@/lib/i18n/page-script';
import { log } from '@/lib/log';

import { AdminLoadError } from './admin-form';

export type TabLoad<T> = { data: T; failure: null } | { data: null; failure: ReactElement };

/**
 * The one way an admin tab reads what it lists: the data, or the tab's load error (typed in Latin,
 * shown in the page's script) to render in its place (logged by tab). A failed read is an error in
 * the page, never an empty list.
 */
export async function loadTab<T>(tab: string, message: string, load: () => Promise<T>): Promise<TabLoad<T>> {
  try {
    return { data: await load(), failure: null };
  } catch (error) {
    log.error(`admin.${tab}.load_failed`, { error });
    const { t } = await pageScript();
    return { data: null, failure: <AdminLoadError message={t(message)} /> };
  }
}
