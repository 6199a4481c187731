CREATE TABLE `fsrs_parameters` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`weights` text,
	`fitted_at` integer,
	`fitted_on_reviews` integer,
	`log_loss_before` real,
	`log_loss_after` real,
	`checked_at` integer NOT NULL,
	`checked_on_reviews` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
