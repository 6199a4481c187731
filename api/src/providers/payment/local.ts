// The test-mode payment provider (PAYMENT_PROVIDER=local, the default): it walks the same
// subscription states as PayPal without any money. There is no approval window to pass through,
// so a subscription is approved the moment it is created.
//
// Its state lives in this process's memory, like a tiny PayPal: a restart forgets subscriptions
// that were created but not yet activated (the learner simply subscribes again), and a cancel of
// one it has forgotten answers 404, which the payments module treats as "nothing left to charge".
// Test mode has no webhooks: nobody else knows these subscriptions. Its monthly charges are made
// by the payments module instead (modules/payments/local-charges.ts).
import {
  type PaymentProvider,
  subscriptionNotApproved,
  subscriptionNotCancellable,
  subscriptionNotFound,
} from './port';

type LocalStatus = 'APPROVED' | 'ACTIVE' | 'CANCELLED';

interface LocalSubscription {
  customId: string;
  status: LocalStatus;
  orderId: string;
}

const randomSuffix = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase();

export function createLocalPaymentProvider(): PaymentProvider {
  const subscriptions = new Map<string, LocalSubscription>();
  return {
    name: 'local',
    async createSubscription(user) {
      const id = `I-LOCAL${randomSuffix()}`;
      subscriptions.set(id, { customId: user.uuid, status: 'APPROVED', orderId: `O-LOCAL${randomSuffix()}` });
      return { id };
    },
    async verifyApproved(subscriptionId, user) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription || subscription.customId !== user.uuid) throw subscriptionNotFound();
      if (subscription.status === 'CANCELLED') throw subscriptionNotApproved(subscription.status);
      subscription.status = 'ACTIVE';
      return { status: 'ACTIVE', orderId: subscription.orderId };
    },
    async cancel(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw subscriptionNotFound();
      if (subscription.status === 'CANCELLED') throw subscriptionNotCancellable();
      subscription.status = 'CANCELLED';
    },
    async verifyWebhook() {
      return false;
    },
  };
}
