CREATE TABLE `content_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slot` text NOT NULL,
	`family` text NOT NULL,
	`field` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text NOT NULL,
	`alt_zh_tw` text NOT NULL,
	`alt_en` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_images_name_unique` ON `content_images` (`name`);--> statement-breakpoint
CREATE INDEX `content_images_created_idx` ON `content_images` (`created_at`);