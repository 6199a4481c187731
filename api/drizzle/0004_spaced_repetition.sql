CREATE TABLE `review_days` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`reviews` integer NOT NULL,
	`new_words` integer NOT NULL,
	`mature_reviews` integer NOT NULL,
	`mature_passed` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`answer_id` text NOT NULL,
	`word_id` integer,
	`word_uuid` text NOT NULL,
	`reviewed_at` integer NOT NULL,
	`day` text NOT NULL,
	`grade` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`source` text NOT NULL,
	`elapsed_ms` integer,
	`score_before` integer NOT NULL,
	`schedule_before` text,
	`undone_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_answer` ON `reviews` (`user_id`,`answer_id`);--> statement-breakpoint
CREATE INDEX `reviews_user_day` ON `reviews` (`user_id`,`day`);--> statement-breakpoint
CREATE INDEX `reviews_word` ON `reviews` (`word_id`);--> statement-breakpoint
CREATE TABLE `study_preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`day_start_hour` integer NOT NULL,
	`new_per_day` integer NOT NULL,
	`reviews_per_day` integer NOT NULL,
	`desired_retention` real NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `word_schedules` (
	`word_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`due` integer NOT NULL,
	`stability` real NOT NULL,
	`difficulty` real NOT NULL,
	`state` integer NOT NULL,
	`reps` integer NOT NULL,
	`lapses` integer NOT NULL,
	`learning_steps` integer NOT NULL,
	`scheduled_days` integer NOT NULL,
	`last_review` integer,
	FOREIGN KEY (`word_id`) REFERENCES `words`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `word_schedules_user_due` ON `word_schedules` (`user_id`,`due`);