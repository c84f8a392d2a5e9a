import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { sectionPagePath } from '@/lib/content/section-pages';
import { listContentSections } from '@/lib/data/content';
import { CONTENT_MESSAGES } from '@/lib/validation/admin-content';

import { ContentSectionCard } from './content-section-card';

/** 'Sadržaj' (spec platform §2): every page text, ordered by key, each editable in place. */
export async function ContentTab() {
  const { db } = await getRequestContext();
  const { data: sections, failure } = await loadTab('content', CONTENT_MESSAGES.loadFailed, () =>
    listContentSections(db),
  );
  if (failure) return failure;
  return (
    <section aria-labelledby="content-tab-title" className="grid gap-4">
      <div>
        <h2 id="content-tab-title" className="text-xl font-bold">
          Sadržaj stranica
        </h2>
        <p className="text-sm text-muted-foreground">
          Tekstovi javnih stranica. Izmena se na sajtu vidi odmah posle čuvanja.
        </p>
      </div>
      {sections.length === 0 ? (
        <p className="text-muted-foreground">
          Nema sačuvanih sekcija sadržaja; stranice prikazuju podrazumevane tekstove.
        </p>
      ) : (
        <ul className="grid gap-3">
          {sections.map((section) => (
            <li key={section.id}>
              <ContentSectionCard section={section} pagePath={sectionPagePath(section.sectionKey)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
