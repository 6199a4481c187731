// Request shapes of the account calls. Fields are optional strings so that a missing or
// empty field gets the spec's own message from the shared rules, not a schema error.
import { t } from 'elysia';

const text = t.Optional(t.String({ maxLength: 2000 }));

export const emailBody = t.Object({ email: text });
export const loginBody = t.Object({ email: text, password: text });
export const resetStepTwoBody = t.Object({ email: text, temporaryPassword: text });
export const profileBody = t.Object({ name: text, password: text });
