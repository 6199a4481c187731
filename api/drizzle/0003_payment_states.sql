CREATE TABLE `payment_sales` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`paid_at` integer,
	`refunded` integer DEFAULT false NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `status_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `billing_start` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_active` ON `subscriptions` (`user_id`) WHERE "subscriptions"."status" = 'active';