import HeroPage from '../hero-page';

/** The bare page with the site's built stylesheet, copied to public/site.css by `npm run lighthouse`. */
export default function StyledPage() {
  return <HeroPage stylesheet="/site.css" />;
}
