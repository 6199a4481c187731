CREATE TABLE `review_tallies` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`category` text NOT NULL,
	`card_state` text NOT NULL,
	`grade` integer NOT NULL,
	`hour` integer NOT NULL,
	`answers` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`counted` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `category`, `card_state`, `grade`, `hour`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `reviews` ADD `category` text DEFAULT 'No' NOT NULL;