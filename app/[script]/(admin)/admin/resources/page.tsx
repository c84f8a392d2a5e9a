import Link from 'next/link';

import { ArrowLeftIcon } from '@/components/ui/icons';
import { AdminNoPermissionCard } from '@/components/admin/admin-gate';
import { ResourceForm } from '@/components/admin/resource-form';
import { scriptFields } from '@/lib/actions/result';
import { storedTextIn } from '@/lib/i18n/texts';
import { DeleteActionButton } from '@/components/forms/delete-action-button';
import { Card } from '@/components/ui/card';
import { deleteKnowledgeResource } from '@/lib/actions/admin-resources';
import { requireAdmin } from '@/lib/auth/admin';
import { pageScript } from '@/lib/i18n/page-script';
import { titleInScript } from '@/lib/i18n/title-metadata';
import { readAllResources } from '@/lib/data/member-resources';
import { RESOURCE_CATEGORY_LABELS, RESOURCE_TYPE_LABELS } from '@/lib/members/resources';
import { RESOURCE_MESSAGES } from '@/lib/validation/member-texts';

export const generateMetadata = titleInScript('Resursi za članove');

/** /admin/resources: the members' resource library, managed by admins (checked here and in every action). */
export default async function AdminResourcesPage() {
  const access = await requireAdmin('urednik', '/admin/resources');
  if (access.kind === 'forbidden') return <AdminNoPermissionCard user={access.user} staff={access.staff} />;
  const resources = await readAllResources();
  const { script, t, href } = await pageScript();
  const shown = storedTextIn(script);

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Link href={href('/admin')} className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
          <ArrowLeftIcon className="size-4" aria-hidden />
          {t('Admin Panel')}
        </Link>
        <h1 className="text-3xl font-bold">{t('Resursi za članove')}</h1>
        <p className="text-muted-foreground">
          {t('Vodiči, dokumenti i snimci koje članovi vide na stranici Resursi.')}
        </p>
      </header>
      <Card className="grid gap-4">
        <h2 className="text-xl font-bold">{t('Novi resurs')}</h2>
        <ResourceForm />
      </Card>
      <section aria-labelledby="resources-list" className="grid gap-3">
        <h2 id="resources-list" className="text-xl font-bold">
          {t('Svi resursi')} ({resources.length})
        </h2>
        {resources.length === 0 ? <p className="text-muted-foreground">{t('Još nema resursa.')}</p> : null}
        <ul className="grid gap-3">
          {resources.map((resource) => (
            <li key={resource.id}>
              <Card className="grid gap-3">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-1">
                    <h3 className="font-semibold">{shown(resource.title)}</h3>
                    <p className="text-xs text-muted-foreground">
                      {t(RESOURCE_TYPE_LABELS[resource.resourceType])} ·{' '}
                      {t(RESOURCE_CATEGORY_LABELS[resource.category])}
                      {resource.isFeatured ? t(' · izdvojen') : ''}
                      {resource.isActive ? '' : t(' · sakriven')}
                    </p>
                  </div>
                  <DeleteActionButton
                    action={deleteKnowledgeResource}
                    fields={{ id: resource.id, ...scriptFields(script) }}
                    fallbackError={t(RESOURCE_MESSAGES.deleteFailed)}
                    confirm={{
                      title: shown(`Obrisati resurs „${resource.title}”?`),
                      description: t('Resurs nestaje sa liste članova. Brisanje se ne može poništiti.'),
                    }}
                    aria-label={shown(`Obriši resurs: ${resource.title}`)}
                    label={t('Obriši')}
                  />
                </div>
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-primary">{t('Izmeni')}</summary>
                  <div className="mt-4">
                    <ResourceForm resource={resource} />
                  </div>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
