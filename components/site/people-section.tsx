import type { ReactNode } from 'react';

import type { SiteContent } from '@/lib/data/content';
import { pageScript } from '@/lib/i18n/page-script';

import { PersonCard } from './person-card';
import { HeadedSection } from './headed-section';

interface Person {
  imageKey: string;
  name: string;
  role: string;
  bio: string;
}

interface PeopleSectionProps<P extends Person> {
  id: string;
  title: string;
  description: string;
  people: readonly P[];
  content: SiteContent;
  /** Links or tags under each person's bio. */
  extras: (person: P) => ReactNode;
}

/** A headed grid of people (team, mentors) with their portraits from site_media; their texts already in the page's script. */
export async function PeopleSection<P extends Person>({
  id,
  title,
  description,
  people,
  content,
  extras,
}: PeopleSectionProps<P>) {
  const { t } = await pageScript();
  return (
    <HeadedSection id={id} title={title} description={description} className="md:py-24">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={person.imageKey}>
            {/* The person's name says more than the stored generic portrait title. */}
            <PersonCard
              name={person.name}
              role={person.role}
              bio={person.bio}
              image={{ url: content.image(person.imageKey).url, alt: `${t('Portret')}: ${person.name}` }}
            >
              {extras(person)}
            </PersonCard>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
