/**
 * The members' notices that arrive by e-mail with a one-click link (docs/members.md, "Notices"):
 * where the links lead and how long they work.
 */

/** An ad's owner is warned this many days before it stops being shown (60 days after posting). */
export const AD_EXPIRY_WARNING_DAYS = 7;
/** A renewal link works this long after the warning: past the ad's expiry, for a late reader. */
export const RENEWAL_LINK_DAYS = 30;
/** A digest's unsubscribe link works this long (an old digest still turns it off). */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/** The pages behind the links: each shows a button that POSTs; opening the link changes nothing. */
export const AD_RENEWAL_PATH = '/members/obnova-oglasa';
export const DIGEST_UNSUBSCRIBE_PATH = '/members/odjava-pregleda';
