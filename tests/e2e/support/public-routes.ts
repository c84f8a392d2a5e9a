import { PUBLIC_ROUTES as SITEMAP_PAGES } from '@/lib/site/navigation';

/**
 * Every kind of public page, one address each: the quality sweeps (accessibility, HTML validity,
 * Content-Security-Policy) visit all of them.
 */
export const PUBLIC_ROUTES = [
  // The sitemap's fixed pages, then the other kinds a visitor can reach.
  ...SITEMAP_PAGES,
  '/blog',
  '/blog?q=startup',
  '/blog/kako-da-proveris-poslovnu-ideju-pre-nego-sto-potrosis-prvi-dinar',
  '/blog/category/Marketing%20%26%20Prodaja',
  '/prijava-dogadjaj?event=wild-mixer-april',
  '/prijava-dogadjaj?event=nepostojeci',
  '/newsletter/potvrda?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/newsletter/odjava?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/otkazivanje-prijave?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/ulaz?kod=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/auth/zaboravljena-lozinka',
  '/members/auth/zaboravljena-lozinka',
  '/auth/nova-lozinka?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/ne-postoji',
] as const;

/** The signed-in areas and their sign-in pages, which are in Latin only for now (docs/i18n.md). */
const LATIN_ONLY = /^\/(?:auth|members|admin)(?:\/|$)/;

/** The same pages at their Cyrillic addresses (`/cir/…`, docs/i18n.md). */
export const CYRILLIC_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((path) => !LATIN_ONLY.test(path)).map((path) =>
  path === '/' ? '/cir' : `/cir${path}`,
);

/** Both scripts' addresses: the quality sweeps hold both to the same rules. */
export const PUBLIC_ROUTES_IN_BOTH_SCRIPTS = [...PUBLIC_ROUTES, ...CYRILLIC_PUBLIC_ROUTES];
