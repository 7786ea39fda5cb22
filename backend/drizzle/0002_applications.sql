CREATE TABLE `application_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`stored_name` text NOT NULL,
	`original_name` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_files_stored_name_unique` ON `application_files` (`stored_name`);--> statement-breakpoint
CREATE INDEX `application_files_application_idx` ON `application_files` (`application_id`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`programme` text NOT NULL,
	`session_id` integer NOT NULL,
	`owner_id` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`data` text NOT NULL,
	`registration_number` text,
	`submitted_at` text,
	`idempotency_key` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_programme_session_owner_idx` ON `applications` (`programme`,`session_id`,`owner_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `applications_programme_session_number_idx` ON `applications` (`programme`,`session_id`,`registration_number`);--> statement-breakpoint
CREATE INDEX `applications_owner_idx` ON `applications` (`owner_id`);