CREATE TABLE `content_change_counts` (
	`family` text PRIMARY KEY NOT NULL,
	`changes` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_schedules` (
	`resource_id` integer PRIMARY KEY NOT NULL,
	`publish_at` integer,
	`unpublish_at` integer,
	`set_by` text,
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade
);
