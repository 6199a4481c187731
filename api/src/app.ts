// Composes the API from its feature modules. Everything the app needs arrives in `deps`,
// so tests build an app on a temporary database and a movable clock and call app.handle().
import { openapi } from '@elysiajs/openapi';
import { Elysia } from 'elysia';
import { API_BASE, paths } from '../../shared/api';
import { ANY_BODY_MAX_BYTES } from '../../shared/body-limits';
import type { AppDeps } from './deps';
import { accountDeletionModule } from './modules/account-deletion';
import { encountersModule } from './modules/encounters';
import { exportModule } from './modules/export';
import { healthModule } from './modules/health';
import { testClockModule } from './modules/health/test-clock';
import { importModule } from './modules/import';
import { languageModule } from './modules/language';
import { lookupModule } from './modules/lookup';
import { offlineModule } from './modules/offline';
import { paymentsModule } from './modules/payments';
import { preferencesModule } from './modules/preferences';
import { quotasModule } from './modules/quotas';
import { reviewModule } from './modules/review';
import { sessionsModule } from './modules/sessions';
import { usersModule } from './modules/users';
import { wordsModule } from './modules/words';
import { bodyBackstop } from './plugins/capped-body';
import { cors } from './plugins/cors';
import { errorMapper } from './plugins/errors';
import { securityHeaders } from './plugins/security-headers';
import { staticWeb } from './static';

export function createApp(deps: AppDeps) {
  const api = new Elysia({ prefix: API_BASE })
    // The API's OpenAPI document as JSON at /api/openapi; no documentation frontend, which would
    // load its scripts from a CDN.
    .use(
      openapi({
        provider: null,
        path: paths.openapi,
        specPath: paths.openapi,
        documentation: { info: { title: 'Wordhoard API', version: '0.1.0' } },
      }),
    )
    .use(healthModule(deps.client))
    .use(usersModule(deps))
    .use(sessionsModule(deps))
    .use(quotasModule(deps))
    .use(accountDeletionModule(deps))
    .use(paymentsModule(deps))
    .use(wordsModule(deps))
    .use(encountersModule(deps))
    .use(preferencesModule(deps))
    .use(reviewModule(deps))
    .use(offlineModule(deps))
    .use(exportModule(deps))
    .use(importModule(deps))
    .use(languageModule(deps))
    .use(lookupModule(deps, deps.dictionary))
    .use(deps.config.testClock ? testClockModule(deps) : new Elysia());
  return (
    new Elysia()
      .use(errorMapper)
      .use(securityHeaders(deps.config))
      .use(cors(deps.config))
      // The import caps its own (larger) body, IMPORT_BODY_MAX_BYTES, after checking the caller.
      .use(bodyBackstop(ANY_BODY_MAX_BYTES, [`${API_BASE}${paths.importStart}`]))
      .use(api)
      .use(staticWeb(deps.config.webDir))
  );
}

export type App = ReturnType<typeof createApp>;
