CREATE TABLE `job_locks` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `media` (
	`user_id` integer NOT NULL,
	`id` text NOT NULL,
	`kind` text NOT NULL,
	`mime` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_user_id` ON `media` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`temporary_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`subscription_id` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pending_registrations` (
	`email` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`mailed_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`speech_language` text NOT NULL,
	`speech_voice` text NOT NULL,
	`source_language` text NOT NULL,
	`target_language` text NOT NULL,
	`high_quality` integer DEFAULT false NOT NULL,
	`rate_speech` real DEFAULT 1 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`window_start` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`order_id` text,
	`paid_through` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`registered_at` integer NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`words_version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_uuid_unique` ON `users` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `words` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`user_id` integer NOT NULL,
	`word` text NOT NULL,
	`word_key` text NOT NULL,
	`word_translation` text DEFAULT '' NOT NULL,
	`sentence` text DEFAULT '' NOT NULL,
	`sentence_translation` text DEFAULT '' NOT NULL,
	`language` text NOT NULL,
	`voice` text NOT NULL,
	`high_quality` integer DEFAULT false NOT NULL,
	`picture` text DEFAULT '' NOT NULL,
	`speech_word` text DEFAULT '' NOT NULL,
	`speech_sentence` text DEFAULT '' NOT NULL,
	`category` text DEFAULT 'No' NOT NULL,
	`score` integer DEFAULT 1 NOT NULL,
	`date` text NOT NULL,
	`source_url` text DEFAULT '' NOT NULL,
	`source_title` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `words_uuid_unique` ON `words` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `words_user_word_key` ON `words` (`user_id`,`word_key`);--> statement-breakpoint
CREATE INDEX `words_user_date` ON `words` (`user_id`,`date`);