import { formatNumber } from './number';

/**
 * Serbian plural forms from the language's own rules (`Intl.PluralRules('sr-Latn')`): one for 1,
 * 21, 31… (not 11), few for 2–4, 22–24… (not 12–14), other for the rest. Every count the site
 * shows goes through `plural` / `formatCount`.
 */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
}

const RULES = new Intl.PluralRules('sr-Latn');

/** The form of `forms` that agrees with `count`. */
export function plural(count: number, forms: PluralForms): string {
  const category = RULES.select(count);
  return category === 'one' || category === 'few' ? forms[category] : forms.other;
}

/** '1 članak', '3 članka', '5 članaka', '21 članak'. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${plural(count, forms)}`;
}

const forms = (one: string, few: string, other: string): PluralForms => ({ one, few, other });

/** The counted words the site uses, in one place. */
export const COUNTED = {
  article: forms('članak', 'članka', 'članaka'),
  minute: forms('minut', 'minuta', 'minuta'),
  ad: forms('oglas', 'oglasa', 'oglasa'),
  activeAd: forms('aktivan oglas', 'aktivna oglasa', 'aktivnih oglasa'),
  resource: forms('resurs', 'resursa', 'resursa'),
  unreadMessage: forms('nepročitana poruka', 'nepročitane poruke', 'nepročitanih poruka'),
  /** As an object ('Imate 1 nepročitanu poruku'): the accusative. */
  unreadMessageObject: forms('nepročitanu poruku', 'nepročitane poruke', 'nepročitanih poruka'),
  /** After 'od' ('1 od 4 člana', '1 od 31 člana', '1 od 5 članova'): the genitive. */
  ofMembers: forms('člana', 'člana', 'članova'),
  registered: forms('prijavljen', 'prijavljena', 'prijavljenih'),
  place: forms('mesto', 'mesta', 'mesta'),
  day: forms('dan', 'dana', 'dana'),
  person: forms('osoba', 'osobe', 'osoba'),
  recipient: forms('primalac', 'primaoca', 'primalaca'),
} satisfies Record<string, PluralForms>;
