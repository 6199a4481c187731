CREATE TABLE `maintenance_done` (
	`name` text PRIMARY KEY NOT NULL,
	`done_at` integer NOT NULL
);
