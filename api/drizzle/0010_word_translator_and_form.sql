ALTER TABLE `words` ADD `translated_by` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `words` ADD `form_met` text DEFAULT '' NOT NULL;