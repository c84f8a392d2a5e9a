import { ADMIN_FORM_TEXTS } from '@/components/admin/admin-texts';
import { type StoredText, storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { sectionPagePath } from '@/lib/content/section-pages';
import { listContentSections, type AdminContentSection } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';
import { CONTENT_MESSAGES } from '@/lib/validation/admin-content';

import { ContentSectionCard } from './content-section-card';
import { CONTENT_SECTION_TEXTS, SECTION_FIELDS, type SectionField } from './content-texts';

/** A section's texts as its card displays them; the button's link is an address, shown as stored. */
function displayedTexts(section: AdminContentSection, shown: StoredText): Record<SectionField, string | null> {
  return Object.fromEntries(
    SECTION_FIELDS.map((field) => {
      const value = section[field];
      return [field, value && field !== 'buttonLink' ? shown(value) : value];
    }),
  ) as Record<SectionField, string | null>;
}

/** 'Sadržaj' (spec platform §2): every page text, ordered by key, each editable in place. */
export async function ContentTab() {
  const { db } = await getRequestContext();
  const { data: sections, failure } = await loadTab('content', CONTENT_MESSAGES.loadFailed, () =>
    listContentSections(db),
  );
  if (failure) return failure;
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);
  const texts = textTableIn(script, CONTENT_SECTION_TEXTS);
  const formTexts = textTableIn(script, ADMIN_FORM_TEXTS);
  return (
    <section aria-labelledby="content-tab-title" className="grid gap-4">
      <div>
        <h2 id="content-tab-title" className="text-xl font-bold">
          {t('Sadržaj stranica')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('Tekstovi javnih stranica. Izmena se na sajtu vidi odmah posle čuvanja.')}
        </p>
      </div>
      {sections.length === 0 ? (
        <p className="text-muted-foreground">
          {t('Nema sačuvanih sekcija sadržaja; stranice prikazuju podrazumevane tekstove.')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {sections.map((section) => {
            const pagePath = sectionPagePath(section.sectionKey);
            return (
              <li key={section.id}>
                <ContentSectionCard
                  section={section}
                  shown={displayedTexts(section, shown)}
                  page={pagePath ? { path: pagePath, href: href(pagePath) } : null}
                  texts={texts}
                  formTexts={formTexts}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
