// Request shapes of the account calls. Fields are optional strings of any length so that a
// missing, empty or over-long field gets the spec's own message from the shared rules, not a
// schema error; the body itself is capped before parsing (plugins/capped-body.ts).
import { t } from 'elysia';

const text = t.Optional(t.String());

export const emailBody = t.Object({ email: text });
export const loginBody = t.Object({ email: text, password: text });
export const resetStepTwoBody = t.Object({ email: text, temporaryPassword: text });
export const profileBody = t.Object({ name: text, password: text, currentPassword: text });
/** The mailed password, or the register answer's cancel token (pending-cancel.ts). */
export const cancelPendingBody = t.Object({ email: text, cancelToken: text, password: text });
