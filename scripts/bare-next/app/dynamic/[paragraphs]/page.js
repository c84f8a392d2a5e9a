import { connection } from 'next/server';

import { PaddedPage } from '../../padded-page';

/** Rendered on every request: the floor of the signed-in pages, which render per request too. */
export default async function DynamicPaddedPage({ params }) {
  await connection();
  return <PaddedPage params={params} />;
}
