ALTER TABLE `words` ADD `list_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `words_user_list_seq` ON `words` (`user_id`,`list_seq`);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not generate triggers). Every insert and every update of a
-- word row marks it with its learner's words_version + 1, so the list cache (words/list.ts) can
-- fetch only the rows changed since the version it was built at, and no write path can forget to
-- mark one. The database's lock orders writers: a row changed after a reader's snapshot reads a
-- version at least that snapshot's, so its mark is above it. The inner UPDATE changes list_seq
-- only, which the WHEN leaves alone, and skips an equal value, so the triggers never fire
-- themselves even with recursive_triggers on. Existing rows keep 0: a list is first built whole.
-- A word of a learner who is gone (deleted meanwhile) keeps 0, so the insert fails on its foreign
-- key, as it did before the triggers, not on list_seq's NOT NULL.
-- A migration that rebuilds `words` (drizzle's __new_words copy) drops these: re-create them there.
CREATE TRIGGER `words_list_seq_insert` AFTER INSERT ON `words` BEGIN
  UPDATE `words` SET `list_seq` = coalesce((SELECT `words_version` + 1 FROM `users` WHERE `id` = NEW.`user_id`), 0)
  WHERE `id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `words_list_seq_update` AFTER UPDATE ON `words` WHEN NEW.`list_seq` = OLD.`list_seq` BEGIN
  UPDATE `words` SET `list_seq` = (SELECT `words_version` + 1 FROM `users` WHERE `id` = NEW.`user_id`)
  WHERE `id` = NEW.`id` AND `list_seq` <> (SELECT `words_version` + 1 FROM `users` WHERE `id` = NEW.`user_id`);
END;
