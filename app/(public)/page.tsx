import { getSiteContent } from '@/lib/data/content';

export default async function HomePage() {
  const content = await getSiteContent();
  const hero = content.text('home_hero' as never);
  return <h1>{hero.title || 'Početna'}</h1>;
}
