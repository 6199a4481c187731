// The subscription calls of SPEC §7 and ARCHITECTURE §1: create-subscription (steps 1 and 2),
// cancel-subscription and the provider's webhook. In test mode it also makes the monthly charges
// PayPal would, before any request reads or changes a subscription (local-charges.ts).
import { Elysia } from 'elysia';
import { paths } from '../../../../shared/api';
import { JSON_BODY_MAX_BYTES, WEBHOOK_BODY_MAX_BYTES } from '../../../../shared/body-limits';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { signedInCaller } from '../../plugins/auth';
import { cappedBody } from '../../plugins/capped-body';
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
import { syncLearner } from './sync';
import { receiveWebhook, webhooksDisabled } from './webhook';

function inStartShape(error: unknown): unknown {
  if (error instanceof AppError) error.answer = startFailure(error);
  return error;
}

export function paymentsModule(deps: AppDeps) {
  const charges = deps.payment.name === 'local' ? createLocalCharges(deps) : null;
  // The account is checked before a body is read; the subscription steps take a few short fields.
  const signedInBody = cappedBody({ maxBytes: JSON_BODY_MAX_BYTES, admit: (r) => signedInCaller(deps, r) });
  // Every refusal of step 1, the token's too (met before the body is read), answers the
  // provider-style shape the payment page reads.
  const stepOneBody = cappedBody({
    maxBytes: JSON_BODY_MAX_BYTES,
    admit: (r) => signedInCaller(deps, r).catch((error) => Promise.reject(inStartShape(error))),
  });
  // The webhook has no token: PayPal's signature is checked on the text, which is capped. Test
  // mode has no webhooks, and refuses before reading anything.
  const webhookBody = cappedBody({
    maxBytes: WEBHOOK_BODY_MAX_BYTES,
    admit: async () => {
      if (deps.payment.name === 'local') throw webhooksDisabled();
    },
    parse: (_type, bytes) => new TextDecoder().decode(bytes),
  });
  return (
    new Elysia({ name: 'payments' })
      // A request hook runs for every route of the app, whichever module declared it.
      .onRequest(async () => {
        await charges?.catchUp();
      })
      .get(PAYMENT_SETTINGS_PATH, () => paymentSettings(deps))
      .post(
        paths.createSubscription,
        async ({ request }) => {
          try {
            return await payments.startSubscription(deps, await signedInCaller(deps, request));
          } catch (error) {
            throw inStartShape(error);
          }
        },
        { body: startBody, parse: stepOneBody },
      )
      .post(
        paths.activateSubscription(':id'),
        async ({ request, params, body, set }) => {
          const account = await signedInCaller(deps, request);
          const answer = await payments.activateSubscription(deps, account, params.id, body?.orderID);
          await charges?.activated();
          set.status = 201;
          return answer;
        },
        { params: activateParams, body: activateBody, parse: signedInBody },
      )
      .post(paths.paymentSync, async ({ request, set }) => {
        const account = await signedInCaller(deps, request);
        await syncLearner(deps, account.row.id);
        set.status = 204;
      })
      .post(paths.cancelSubscription, async ({ request, set }) => {
        const account = await signedInCaller(deps, request);
        await payments.cancelSubscription(deps, account);
        set.status = 204;
      })
      .post(
        paths.paymentWebhook,
        async ({ headers, body }) => ({
          outcome: await receiveWebhook(deps, headers, typeof body === 'string' ? body : ''),
        }),
        // The raw text, whatever the content type: the signature covers the body exactly as sent.
        { parse: webhookBody },
      )
  );
}
