import { loadTab } from '@/components/admin/tab-load';
import { getRequestContext } from '@/lib/auth';
import { listMediaItems } from '@/lib/data/site-media';
import { MEDIA_MESSAGES } from '@/lib/validation/admin-media';

import { MediaCreateForm } from './media-create-form';
import { MediaItemCard } from './media-item-card';

/** 'Media' (spec platform §2): the site's images by section, a form for a new one, upload and delete per item. */
export async function MediaTab() {
  const { db } = await getRequestContext();
  const { data: items, failure } = await loadTab('media', MEDIA_MESSAGES.failed, () => listMediaItems(db));
  if (failure) return failure;
  return (
    <div className="grid gap-8">
      <MediaCreateForm />
      <section aria-labelledby="media-list-title" className="grid gap-4">
        <h2 id="media-list-title" className="text-xl font-bold">
          Media fajlovi ({items.length})
        </h2>
        {items.length === 0 ? (
          <p className="text-muted-foreground">Još nema media stavki.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <MediaItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
