CREATE TABLE `word_add_keys` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`word_key` text NOT NULL,
	`answer` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `word_add_keys_user_created` ON `word_add_keys` (`user_id`,`created_at`);