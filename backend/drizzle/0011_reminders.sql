CREATE TABLE `reminder_opt_outs` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reminders_sent` (
	`application_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`sent_at` integer NOT NULL,
	`outcome` text DEFAULT 'sending' NOT NULL,
	PRIMARY KEY(`application_id`, `stage`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `applications` ADD `language` text;