// The subscription calls of SPEC §7 and ARCHITECTURE §1: create-subscription (steps 1 and 2),
// cancel-subscription and the provider's webhook. In test mode it also makes the monthly charges
// PayPal would, before any request reads or changes a subscription (local-charges.ts).
import { Elysia } from 'elysia';
import { paths } from '../../../../shared/api';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { authenticate } from '../../plugins/auth';
import { createLocalCharges } from './local-charges';
import {
  activateBody,
  activateParams,
  PAYMENT_SETTINGS_PATH,
  paymentSettings,
  startBody,
  startFailure,
} from './model';
import * as payments from './service';
import { receiveWebhook } from './webhook';

export function paymentsModule(deps: AppDeps) {
  const charges = deps.payment.name === 'local' ? createLocalCharges(deps) : null;
  return (
    new Elysia({ name: 'payments' })
      // A request hook runs for every route of the app, whichever module declared it.
      .onRequest(async () => {
        await charges?.catchUp();
      })
      .get(PAYMENT_SETTINGS_PATH, () => paymentSettings(deps))
      .post(
        paths.createSubscription,
        async ({ headers, set }) => {
          // Every failure of step 1 answers the provider-style shape the payment page reads.
          try {
            const account = await authenticate(deps, headers.authorization);
            return await payments.startSubscription(deps, account);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            set.status = error.status;
            // Retry-After of a busy provider reaches the page as it does for any other answer.
            Object.assign(set.headers, error.headers);
            return startFailure(error);
          }
        },
        { body: startBody },
      )
      .post(
        paths.activateSubscription(':id'),
        async ({ headers, params, body, set }) => {
          const account = await authenticate(deps, headers.authorization);
          const answer = await payments.activateSubscription(deps, account, params.id, body?.orderID);
          await charges?.activated();
          set.status = 201;
          return answer;
        },
        { params: activateParams, body: activateBody },
      )
      .post(paths.cancelSubscription, async ({ headers, set }) => {
        const account = await authenticate(deps, headers.authorization);
        await payments.cancelSubscription(deps, account);
        set.status = 204;
      })
      .post(
        paths.paymentWebhook,
        async ({ headers, body }) => ({
          outcome: await receiveWebhook(deps, headers, typeof body === 'string' ? body : ''),
        }),
        // The raw text, whatever the content type: the signature covers the body exactly as sent.
        { parse: 'text' },
      )
  );
}
