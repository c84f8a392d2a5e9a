/**
 * Every kind of public page, one address each: the quality sweeps (accessibility, HTML validity,
 * Content-Security-Policy) visit all of them.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/mentors',
  '/team',
  '/events',
  '/community',
  '/stories',
  '/join',
  '/contact',
  '/privatnost',
  '/blog',
  '/blog?q=startup',
  '/blog/kako-da-proveris-poslovnu-ideju-pre-nego-sto-potrosis-prvi-dinar',
  '/blog/category/Marketing%20%26%20Prodaja',
  '/prijava-dogadjaj?event=wild-mixer-april',
  '/prijava-dogadjaj?event=nepostojeci',
  '/newsletter',
  '/newsletter/potvrda?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/newsletter/odjava?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/auth/zaboravljena-lozinka',
  '/members/auth/zaboravljena-lozinka',
  '/auth/nova-lozinka?token=aaaaaaaaaaaaaaaaaaaaaaaa',
  '/ne-postoji',
] as const;
