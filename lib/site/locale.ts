/** The site's language and clock: Serbian (Latin script), Belgrade time (lib/format uses them). */
export const SITE_LOCALE = 'sr-Latn-RS';
export const SITE_TIME_ZONE = 'Europe/Belgrade';
