import HeroPage from './hero-page';

export default function BarePage() {
  return <HeroPage />;
}
