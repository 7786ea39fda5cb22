CREATE TABLE `recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_account_idx` ON `recovery_codes` (`account_id`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `totp_last_step` integer;