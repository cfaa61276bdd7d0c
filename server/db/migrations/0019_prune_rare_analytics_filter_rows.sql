-- Rollups made before issue 36 kept every filter value of every day, a flood's included. Each
-- rolled day now keeps, per filter, its 50 most viewed values and, within each, the 25 most viewed
-- keys of pages, referrers and utm values (ADR 033; rollup.ts `filterValuesPerDay`,
-- `keysPerFilterValue`, the numbers as they were when this was written). The same pruning, once,
-- for the days rolled before it.
WITH "rare" AS (
  SELECT "filter", "filter_value", "day" FROM (
    SELECT "filter", "filter_value", "day",
      row_number() OVER (PARTITION BY "day", "filter" ORDER BY "views" DESC, "visitors" DESC, "filter_value") AS "rank"
    FROM "analytics_daily"
    WHERE "filter" <> '' AND "dimension" = 'total'
  ) "ranked" WHERE "rank" > 50
)
DELETE FROM "analytics_daily" "d" USING "rare"
WHERE "d"."filter" = "rare"."filter" AND "d"."filter_value" = "rare"."filter_value" AND "d"."day" = "rare"."day";
--> statement-breakpoint
WITH "rare" AS (
  SELECT "filter", "filter_value", "day", "dimension", "key" FROM (
    SELECT "filter", "filter_value", "day", "dimension", "key",
      row_number() OVER (PARTITION BY "filter", "filter_value", "day", "dimension" ORDER BY "views" DESC, "visitors" DESC, "key") AS "rank"
    FROM "analytics_daily"
    WHERE "filter" <> '' AND "dimension" IN ('page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign')
  ) "ranked" WHERE "rank" > 25
)
DELETE FROM "analytics_daily" "d" USING "rare"
WHERE "d"."filter" = "rare"."filter" AND "d"."filter_value" = "rare"."filter_value" AND "d"."day" = "rare"."day"
  AND "d"."dimension" = "rare"."dimension" AND "d"."key" = "rare"."key";
