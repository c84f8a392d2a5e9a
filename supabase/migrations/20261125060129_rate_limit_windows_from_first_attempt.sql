-- A rate-limit window now opens at a counter's first attempt (it was a fixed clock window), so
-- each counter is one row. Keep each key's newest window; older ones have ended anyway.
DELETE FROM "rate_limits" AS older
USING "rate_limits" AS newer
WHERE older."key" = newer."key" AND older."window_start" < newer."window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD PRIMARY KEY ("key");
