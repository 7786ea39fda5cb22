CREATE TABLE `submitted_members` (
	`application_id` integer NOT NULL,
	`programme` text NOT NULL,
	`session_id` integer NOT NULL,
	`email` text NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `submitted_members_person_idx` ON `submitted_members` (`programme`,`session_id`,`email`);--> statement-breakpoint
CREATE INDEX `submitted_members_application_idx` ON `submitted_members` (`application_id`);--> statement-breakpoint
-- The applications submitted before this table existed (both programmes keep members at $.team.members).
INSERT INTO `submitted_members` (`application_id`, `programme`, `session_id`, `email`)
SELECT a.`id`, a.`programme`, a.`session_id`, lower(trim(json_extract(m.value, '$.email')))
FROM `applications` AS a, json_each(a.`data`, '$.team.members') AS m
WHERE a.`status` <> 'draft' AND json_extract(m.value, '$.email') IS NOT NULL;
