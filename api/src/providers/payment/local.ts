// The test-mode payment provider (PAYMENT_PROVIDER=local, the default): it walks the same
// subscription states as PayPal without any money. There is no approval window to pass through,
// so a subscription is approved the moment it is created.
//
// Its state lives in this process's memory, like a tiny PayPal: a restart forgets subscriptions
// that were created but not yet activated (the learner simply subscribes again), and a cancel or
// a read-back of one it has forgotten answers 404, which the payments module treats as "nothing
// left to charge" and "leave the row as it is". Like PayPal it is read back after each step and
// reports when each status was set, by the server's clock. Test mode has no webhooks: nobody else
// knows these subscriptions. Its monthly charges are made by the payments module instead
// (modules/payments/local-charges.ts).
import {
  type PaymentProvider,
  type SubscriptionSnapshot,
  subscriptionNotApproved,
  subscriptionNotCancellable,
  subscriptionNotFound,
} from './port';

type LocalStatus = 'APPROVED' | 'ACTIVE' | 'CANCELLED';

interface LocalSubscription {
  customId: string;
  status: LocalStatus;
  statusUpdatedAt: number;
  orderId: string;
}

const randomSuffix = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase();

/** Whole seconds, as PayPal's status_update_time. */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

export function createLocalPaymentProvider(now: () => number = Date.now): PaymentProvider {
  const subscriptions = new Map<string, LocalSubscription>();
  const setStatus = (subscription: LocalSubscription, status: LocalStatus) => {
    subscription.status = status;
    subscription.statusUpdatedAt = wholeSecond(now());
  };
  const snapshot = (subscription: LocalSubscription): SubscriptionSnapshot => ({
    status: subscription.status,
    customId: subscription.customId,
    ofOurPlan: true,
    statusUpdatedAt: subscription.statusUpdatedAt,
    orderId: subscription.orderId,
  });
  return {
    name: 'local',
    async createSubscription(user) {
      const id = `I-LOCAL${randomSuffix()}`;
      subscriptions.set(id, {
        customId: user.uuid,
        status: 'APPROVED',
        statusUpdatedAt: wholeSecond(now()),
        orderId: `O-LOCAL${randomSuffix()}`,
      });
      return { id };
    },
    async verifyApproved(subscriptionId, user) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription || subscription.customId !== user.uuid) throw subscriptionNotFound();
      if (subscription.status === 'CANCELLED') throw subscriptionNotApproved(subscription.status);
      if (subscription.status !== 'ACTIVE') setStatus(subscription, 'ACTIVE');
      return { ...snapshot(subscription), status: 'ACTIVE' };
    },
    async readSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw subscriptionNotFound();
      return snapshot(subscription);
    },
    async cancel(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw subscriptionNotFound();
      if (subscription.status === 'CANCELLED') throw subscriptionNotCancellable();
      setStatus(subscription, 'CANCELLED');
    },
    async verifyWebhook() {
      return false;
    },
  };
}
