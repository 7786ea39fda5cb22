CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`language` text NOT NULL,
	`confirm_hash` text,
	`confirm_expires_at` integer,
	`created_at` text NOT NULL,
	`confirmed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_list_email_idx` ON `newsletter_subscribers` (`list_id`,`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_confirm_idx` ON `newsletter_subscribers` (`confirm_hash`);--> statement-breakpoint
CREATE TABLE `one_time_secrets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`secret_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `one_time_secrets_account_purpose_idx` ON `one_time_secrets` (`account_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `one_time_secrets_hash_idx` ON `one_time_secrets` (`secret_hash`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `password_set` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `google_subject` text;--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_google_subject_unique` ON `accounts` (`google_subject`);