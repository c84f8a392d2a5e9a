import type { Page } from '@playwright/test';

/**
 * The report card of a message on /admin/moderation: the one whose conversation marks that message
 * as the reported one (an earlier report between the same two members shows the newer message in
 * its conversation too).
 */
export function messageReportCard(page: Page, text: string) {
  const reported = page.getByRole('listitem').filter({ hasText: 'prijavljena poruka' }).filter({ hasText: text });
  return page.getByRole('article').filter({ has: reported });
}
