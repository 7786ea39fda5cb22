CREATE TABLE `resource_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resource_id` integer NOT NULL,
	`version` integer NOT NULL,
	`action` text NOT NULL,
	`at` integer NOT NULL,
	`actor_email` text,
	`published` integer NOT NULL,
	`data` text NOT NULL,
	`changed_fields` text NOT NULL,
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resource_revisions_resource_version_idx` ON `resource_revisions` (`resource_id`,`version`);--> statement-breakpoint
ALTER TABLE `resources` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `resources` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `resources` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `resources` ADD `deleted_by` text;--> statement-breakpoint
CREATE INDEX `resources_deleted_idx` ON `resources` (`deleted_at`);