CREATE TABLE `setting_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`version` text NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	`actor_email` text,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `setting_revisions_key_idx` ON `setting_revisions` (`key`,`id`);