CREATE TABLE "content_change_counts" (
	"family" text PRIMARY KEY NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_schedules" (
	"resource_id" integer NOT NULL,
	"publish_at" timestamp (3) with time zone,
	"unpublish_at" timestamp (3) with time zone,
	"set_by" text,
	CONSTRAINT "content_schedules_resource_id_pk" PRIMARY KEY("resource_id")
);
--> statement-breakpoint
ALTER TABLE "content_schedules" ADD CONSTRAINT "content_schedules_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;