// Reads a provider webhook body into the few facts the subscription state needs. PayPal's event:
// {id, event_type, create_time, resource}; a subscription event's resource is the subscription
// (resource.id = 'I-…', resource.status), a sale's resource is the sale (resource.id) and names
// the subscription as billing_agreement_id. A refund's resource is the refund: it names its sale
// as sale_id, and the subscription only sometimes, so the sale we recorded tells it (webhook.ts).
import { badRequest } from '../../errors';
import { answerShape, Type } from '../../providers/answer-shape';

export const HANDLED_EVENTS = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED',
  'BILLING.SUBSCRIPTION.UPDATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.REFUNDED',
  'PAYMENT.SALE.REVERSED',
] as const;
export type HandledEventType = (typeof HANDLED_EVENTS)[number];

export interface PaymentEvent {
  id: string;
  type: HandledEventType;
  /** Absent for events that concern no subscription of ours (e.g. a one-off sale). */
  subscriptionId?: string;
  /** The subscription's status the event reports (PayPal's words: ACTIVE, SUSPENDED, …). */
  resourceStatus?: string;
  /** The sale a payment, refund or reversal is about. */
  saleId?: string;
  /** When the payment or change happened at the provider, if it says. */
  occurredAt?: number;
}

const SALE_EVENTS: readonly string[] = [
  'PAYMENT.SALE.COMPLETED',
  'PAYMENT.SALE.REFUNDED',
  'PAYMENT.SALE.REVERSED',
];
export const isSaleEvent = (type: HandledEventType) => SALE_EVENTS.includes(type);

/** The envelope every webhook event has; the resource's fields are read one by one below. */
const isEvent = answerShape(
  Type.Object({
    id: Type.String({ minLength: 1, maxLength: 200 }),
    event_type: Type.String({ minLength: 1, maxLength: 200 }),
    create_time: Type.Optional(Type.Unknown()),
    resource: Type.Record(Type.String(), Type.Unknown()),
  }),
);

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

function timeOf(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

const unreadable = () => badRequest('The webhook event could not be read.', 'bad_event');

/** Parses a verified body; answers null for event types the subscription state does not follow. */
export function parsePaymentEvent(rawBody: string): PaymentEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw unreadable();
  }
  if (!isEvent(event)) throw unreadable();
  const { id, event_type: type } = event;
  if (!(HANDLED_EVENTS as readonly string[]).includes(type)) return null;
  const resource = event.resource;
  const isSale = SALE_EVENTS.includes(type);
  return {
    id,
    type: type as HandledEventType,
    subscriptionId: text(isSale ? resource.billing_agreement_id : resource.id, 64),
    resourceStatus: isSale ? undefined : text(resource.status, 24),
    // A refund names its sale; a completed or reversed sale is the sale itself.
    saleId: isSale ? text(resource.sale_id ?? resource.id, 64) : undefined,
    // A sale's own create_time is when the money moved; a subscription's is when it was created.
    occurredAt: (isSale ? timeOf(resource.create_time) : undefined) ?? timeOf(event.create_time),
  };
}
