import { SITE_LOCALE } from '@/lib/site/locale';

const INTEGER = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 0 });

/** A whole number the Serbian way: '1.234', '12.345'. */
export const formatNumber = (value: number) => INTEGER.format(value);
