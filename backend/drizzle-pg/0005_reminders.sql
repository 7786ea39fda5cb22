CREATE TABLE "reminder_opt_outs" (
	"account_id" integer NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "reminder_opt_outs_account_id_pk" PRIMARY KEY("account_id")
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"application_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	"outcome" text DEFAULT 'sending' NOT NULL,
	CONSTRAINT "reminders_sent_application_id_stage_pk" PRIMARY KEY("application_id","stage")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;