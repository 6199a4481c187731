CREATE TABLE `word_holds` (
	`word_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`suspended_at` integer,
	`buried_until` integer,
	`leech_at` integer,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `word_holds_user` ON `word_holds` (`user_id`);--> statement-breakpoint
ALTER TABLE `study_preferences` ADD `learning_steps` text DEFAULT '[10]' NOT NULL;--> statement-breakpoint
ALTER TABLE `study_preferences` ADD `relearning_steps` text DEFAULT '[10]' NOT NULL;--> statement-breakpoint
ALTER TABLE `study_preferences` ADD `leech_lapses` integer DEFAULT 8 NOT NULL;--> statement-breakpoint
CREATE INDEX `word_schedules_user_state_due` ON `word_schedules` (`user_id`,`state`,`due`);