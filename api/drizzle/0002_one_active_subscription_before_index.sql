-- Before the one-active-subscription index (0003): a learner left with two active subscriptions
-- by the double-charge defect keeps the earliest one active; the others become suspended, which
-- keeps their paid days and lets the learner cancel them (docs/decisions/0013-payment-states.md).
UPDATE `subscriptions` SET `status` = 'suspended'
WHERE `status` = 'active'
  AND EXISTS (
    SELECT 1 FROM `subscriptions` AS `earlier`
    WHERE `earlier`.`user_id` = `subscriptions`.`user_id`
      AND `earlier`.`status` = 'active'
      AND (`earlier`.`created_at` < `subscriptions`.`created_at`
        OR (`earlier`.`created_at` = `subscriptions`.`created_at` AND `earlier`.`id` < `subscriptions`.`id`))
  );
