-- One newsletter subscription per inbox, not per spelling (issue 25): `mailbox` is the address's
-- canonical mailbox (lib/security/mailbox.ts, canonicalMailbox: lower case, a `+tag` dropped, for
-- Gmail the dots too, googlemail.com read as gmail.com); the typed address stays in `email`.
-- canonical_mailbox(text): the database's copy of canonicalMailbox, for the rows stored before;
-- tests/integration/newsletter-mailbox.test.ts compares the two on the same addresses.
CREATE OR REPLACE FUNCTION canonical_mailbox(address text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT CASE
    WHEN position('@' IN parts.domain_part) = 0 OR parts.local_part = '' THEN parts.trimmed
    WHEN parts.domain IN ('gmail.com', 'googlemail.com') THEN replace(parts.untagged, '.', '') || '@gmail.com'
    ELSE parts.untagged || '@' || parts.domain
  END
  FROM (
    SELECT
      trimmed,
      local_part,
      domain_part,
      substring(domain_part FROM 2) AS domain,
      regexp_replace(local_part, '^([^+]+)\+.*$', '\1') AS untagged
    FROM (
      SELECT
        trimmed,
        regexp_replace(trimmed, '@[^@]*$', '') AS local_part,
        coalesce(substring(trimmed FROM '@[^@]*$'), '') AS domain_part
      FROM (SELECT lower(btrim(address)) AS trimmed) AS lowered
    ) AS split
  ) AS parts
$$;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "mailbox" = canonical_mailbox("email");--> statement-breakpoint
-- Spellings of one inbox merge into one row: the confirmed, still subscribed one if there is one,
-- otherwise the oldest.
DELETE FROM "newsletter_subscribers"
WHERE id IN (
  SELECT id FROM (
    SELECT
      id,
      row_number() OVER (
        PARTITION BY "mailbox"
        ORDER BY ("confirmed_at" IS NOT NULL AND "unsubscribed_at" IS NULL) DESC, "created_at", id
      ) AS rank
    FROM "newsletter_subscribers"
  ) AS ranked
  WHERE rank > 1
);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_email_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_mailbox_unique" UNIQUE("mailbox");
