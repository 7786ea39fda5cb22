CREATE TABLE `known_login_addresses` (
	`account_id` integer NOT NULL,
	`address_hash` text NOT NULL,
	`last_login_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `address_hash`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `login_failures` (
	`email` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`notice_sent_at` integer
);
--> statement-breakpoint
CREATE TABLE `revoked_tokens` (
	`jti` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revoked_tokens_expires_idx` ON `revoked_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `used_id_tokens` (
	`key` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `used_id_tokens_expires_idx` ON `used_id_tokens` (`expires_at`);--> statement-breakpoint
-- A mailing e-mail that equals the login e-mail but for letter case is stored as the login e-mail
-- (lower case), so "same as above" shows ticked again.
UPDATE `accounts` SET `contact_email` = `email` WHERE lower(`contact_email`) = `email` AND `contact_email` <> `email`;
