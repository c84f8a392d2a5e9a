import type { Script } from '@/lib/i18n/script';

/**
 * The error page's texts in both scripts, written out: an error boundary is a client component
 * and picks its script from the address (`splitScriptPath(usePathname())`), so it must not need
 * the transliteration in the browser. tests/unit/error-notice-texts.test.ts checks the Cyrillic
 * column against the conversion of the Latin one.
 */
export const ERROR_NOTICE_TEXTS = {
  lat: {
    title: 'Došlo je do greške',
    description: 'Nešto nije u redu na našoj strani. Pokušajte ponovo; ako se greška ponovi, javite nam se.',
    retry: 'Pokušaj ponovo',
    home: 'Nazad na početnu',
    admin: 'Nazad na Admin Panel',
    members: 'Nazad na platformu',
    reference: 'Oznaka greške',
  },
  cir: {
    title: 'Дошло је до грешке',
    description: 'Нешто није у реду на нашој страни. Покушајте поново; ако се грешка понови, јавите нам се.',
    retry: 'Покушај поново',
    home: 'Назад на почетну',
    admin: 'Назад на Админ Панел',
    members: 'Назад на платформу',
    reference: 'Ознака грешке',
  },
} as const satisfies Record<Script, Record<string, string>>;
