import { PaddedPage } from '../../padded-page';

/** Rendered on its first request, then served from Next's route cache: the public pages' floor. */
export function generateStaticParams() {
  return [];
}

export default PaddedPage;
