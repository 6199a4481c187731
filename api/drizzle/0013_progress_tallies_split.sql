CREATE TABLE `review_hours` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`category` text NOT NULL,
	`hour` integer NOT NULL,
	`answers` integer NOT NULL,
	`passed` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `category`, `hour`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_review_tallies` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`category` text NOT NULL,
	`card_state` text NOT NULL,
	`grade` integer NOT NULL,
	`answers` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`counted` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `category`, `card_state`, `grade`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `review_hours`("user_id", "day", "category", "hour", "answers", "passed") SELECT "user_id", "day", "category", "hour", sum("answers"), sum(CASE WHEN "grade" > 1 THEN "answers" ELSE 0 END) FROM `review_tallies` GROUP BY "user_id", "day", "category", "hour";--> statement-breakpoint
INSERT INTO `__new_review_tallies`("user_id", "day", "category", "card_state", "grade", "answers", "duration_ms", "counted") SELECT "user_id", "day", "category", "card_state", "grade", sum("answers"), sum("duration_ms"), sum("counted") FROM `review_tallies` GROUP BY "user_id", "day", "category", "card_state", "grade";--> statement-breakpoint
DROP TABLE `review_tallies`;--> statement-breakpoint
ALTER TABLE `__new_review_tallies` RENAME TO `review_tallies`;--> statement-breakpoint
PRAGMA foreign_keys=ON;