import type { Metadata } from 'next';
import Link from 'next/link';

import { PageHero } from '@/components/site/page-hero';
import { COUNTED, formatCount } from '@/lib/format/plural';
import { pageScript } from '@/lib/i18n/page-script';
import { RETENTION_DAYS } from '@/lib/privacy/retention';
import { getSiteConfig } from '@/lib/site/config';
import { pageMetadataInScript } from '@/lib/seo/metadata';

const SEO = {
  title: 'Privatnost',
  description:
    'Koje podatke čuvamo kada popunite formu ili postanete član, zašto, koliko dugo i kako možete zatražiti njihovo brisanje.',
  keywords: ['privatnost', 'zaštita podataka', 'ZZPL', 'GDPR', 'brisanje podataka'],
  path: '/privatnost',
};

export function generateMetadata(): Promise<Metadata> {
  return pageMetadataInScript(SEO);
}

/** The periods come from the purge job's own numbers (lib/privacy/retention.ts), so the page cannot promise other ones. */
const days = (count: number) => formatCount(count, COUNTED.day);

const SECTIONS: { id: string; title: string; items: string[] }[] = [
  {
    id: 'sta-cuvamo',
    title: 'Šta čuvamo i zašto',
    items: [
      'Kontakt forma: ime, email i poruku, da bismo vam odgovorili.',
      'Prijava za članstvo i za tim: ime, email, telefon (ako ga unesete) i ono što napišete o sebi, da bismo prijavu razmotrili i javili vam se.',
      'Prijava na događaj: ime i prezime, email, telefon, kompaniju i poziciju (ako ih unesete), da bismo organizovali događaj i obavestili vas o izmenama.',
      'Predlog događaja: vaše ime, email i podatke o događaju, da bismo predlog pregledali.',
      'Newsletter: ime, prezime i email, samo uz vašu potvrdu preko linka iz emaila.',
      'Newsletter za članove: kada postanete član, newsletter vam stiže podrazumevano. Isključite ga kad god želite u podešavanjima profila (Obaveštenja, „Newsletter“) ili linkom za odjavu iz bilo kog broja.',
      'Ako se newsletter sa neke adrese vrati kao trajno neisporučiv ili ga primalac prijavi kao neželjenu poštu, toj adresi ga više ne šaljemo: čuvamo samo adresu i razlog, upravo zato da joj ne bismo ponovo slali.',
      'Članska platforma: profil koji sami popunite, oglase, poruke, veze mentorstva i poene, da bi platforma radila za vas i druge članove.',
    ],
  },
  {
    id: 'koliko-dugo',
    title: 'Koliko dugo',
    items: [
      `Poruke sa kontakt forme, prijave za članstvo i tim, predlozi događaja, prijave na događaje i prijave poruka: ${days(RETENTION_DAYS.submissions)} od slanja, zatim ih automatski brišemo.`,
      `Newsletter: dok ste prijavljeni. Nepotvrđene prijave i adrese odjavljene sa newslettera brišemo posle ${days(RETENTION_DAYS.newsletterInactive)}.`,
      `Ko je dobio koji broj newslettera: ${days(RETENTION_DAYS.newsletterDeliveries)} posle slanja (da niko ne dobije isti broj dvaput), zatim ostaje samo ukupan broj primalaca.`,
      `Emailovi koje smo vam poslali: ${days(RETENTION_DAYS.sentMail)} posle slanja.`,
      `Link za novu lozinku: čuvamo samo njegov otisak i brišemo ga ${days(RETENTION_DAYS.passwordResetLinks)} posle korišćenja ili isteka.`,
      `Registracija čija email adresa nije potvrđena (adresa, ime i otisak lozinke): brišemo je ${days(RETENTION_DAYS.expiredSignups)} posle isteka linka za potvrdu, a čim se nalog potvrdi, brišemo i sve ostale registracije sa istom adresom.`,
      'Članski profil i sve uz njega: dok imate nalog. Brisanjem naloga brišemo profil, oglase, poruke, veze mentorstva i poene.',
      `Dnevnik izmena tima (ko je iz admin panela šta izmenio, kada i zašto, uključujući odluke o članovima i prijavama): ${days(RETENTION_DAYS.staffLog)}, zatim ga automatski brišemo. Zapisi se pre toga ne mogu menjati ni brisati.`,
    ],
  },
  {
    id: 'vasa-prava',
    title: 'Vaša prava i brisanje',
    items: [
      'Imate pravo da saznate koje podatke o vama čuvamo, da ih ispravite, da zatražite brisanje ili ograničenje obrade i da uložite prigovor, u skladu sa Zakonom o zaštiti podataka o ličnosti i GDPR-om.',
      'Članovi sve svoje podatke mogu da preuzmu i da obrišu nalog sami, na stranici Profil.',
      'Za sve ostalo nam pišite na email ispod: odgovaramo najkasnije u roku od 30 dana.',
      'Ako smatrate da podatke obrađujemo suprotno zakonu, možete se obratiti Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti.',
    ],
  },
  {
    id: 'sa-kim-delimo',
    title: 'S kim delimo podatke',
    items: [
      'Podatke ne prodajemo i ne delimo radi reklama.',
      'Čuvaju se na serverima i u bazi koje koristimo za rad sajta, a emailove šaljemo preko servisa za slanje pošte.',
    ],
  },
];

/** /privatnost: the privacy notice every form that collects personal data links to. */
export default async function PrivacyPage() {
  const { t, href } = await pageScript();
  const site = getSiteConfig();
  return (
    <>
      <PageHero
        id="privatnost"
        title={t('Privatnost')}
        description={t(
          'Kratko i jasno: koje podatke čuvamo, zašto, koliko dugo i kako možete zatražiti njihovo brisanje.',
        )}
      />
      <div className="page-section grid max-w-3xl gap-10">
        {SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="grid gap-3">
            <h2 id={section.id} className="text-2xl font-bold">
              {t(section.title)}
            </h2>
            <ul className="grid list-disc gap-2 pl-5 text-muted-foreground">
              {section.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="kontakt-privatnost" className="grid gap-3">
          <h2 id="kontakt-privatnost" className="text-2xl font-bold">
            {t('Kontakt')}
          </h2>
          <p className="text-muted-foreground">
            {t('Za pitanja o podacima i zahteve za brisanje pišite na')}{' '}
            <a href={`mailto:${site.contactEmail}`} className="font-medium text-primary underline underline-offset-2">
              {site.contactEmail}
            </a>{' '}
            {t('ili preko')}{' '}
            <Link href={href('/contact')} className="font-medium text-primary underline underline-offset-2">
              {t('kontakt forme')}
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
