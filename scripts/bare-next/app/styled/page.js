import HeroPage from '../hero-page';

/** The bare page with the site's built stylesheet: the reference of `npm run lighthouse`'s targets. */
export default function StyledPage() {
  return <HeroPage styled />;
}
