import { AdminListSection } from '@/components/admin/list-section';
import { storedTextIn, textTableIn } from '@/lib/i18n/texts';
import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listMediaItems } from '@/lib/data/site-media';
import { pageScript } from '@/lib/i18n/page-script';
import { MEDIA_MESSAGES } from '@/lib/validation/admin-media';

import { MediaCreateForm } from './media-create-form';
import { MediaItemCard } from './media-item-card';
import { MEDIA_TAB_TEXTS } from './media-texts';

/** 'Media' (spec platform §2): the site's images by section, a form for a new one, upload and delete per item. */
export async function MediaTab() {
  const { db } = await getRequestContext();
  const { data: items, failure } = await loadTab('media', MEDIA_MESSAGES.failed, () => listMediaItems(db));
  if (failure) return failure;
  const { script, t } = await pageScript();
  const shown = storedTextIn(script);
  const texts = textTableIn(script, MEDIA_TAB_TEXTS);
  return (
    <div className="grid gap-8">
      <MediaCreateForm texts={texts} />
      <AdminListSection
        id="media-list-title"
        title={`${t('Media fajlovi')} (${items.length})`}
        emptyText={items.length === 0 ? t('Još nema media stavki.') : null}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <MediaItemCard item={item} title={item.title && shown(item.title)} texts={texts} />
            </li>
          ))}
        </ul>
      </AdminListSection>
    </div>
  );
}
