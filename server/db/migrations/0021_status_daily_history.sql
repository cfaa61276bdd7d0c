CREATE TABLE "status_daily" (
	"component" text NOT NULL,
	"day" text NOT NULL,
	"checks" integer NOT NULL,
	"degraded_checks" integer NOT NULL,
	"down_checks" integer NOT NULL,
	"last_slot" bigint NOT NULL,
	"last_slot_state" text NOT NULL,
	CONSTRAINT "status_daily_component_day_pk" PRIMARY KEY("component","day")
);
