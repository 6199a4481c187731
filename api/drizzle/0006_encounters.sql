CREATE TABLE `encounters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`word_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`sentence` text NOT NULL,
	`sentence_translation` text DEFAULT '' NOT NULL,
	`speech_sentence` text DEFAULT '' NOT NULL,
	`source_url` text DEFAULT '' NOT NULL,
	`source_title` text DEFAULT '' NOT NULL,
	`met_at` integer NOT NULL,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `encounters_uuid_unique` ON `encounters` (`uuid`);--> statement-breakpoint
CREATE INDEX `encounters_word` ON `encounters` (`word_id`,`met_at`);--> statement-breakpoint
CREATE INDEX `encounters_user_speech` ON `encounters` (`user_id`,`speech_sentence`);--> statement-breakpoint
ALTER TABLE `words` ADD `encounter_count` integer DEFAULT 0 NOT NULL;