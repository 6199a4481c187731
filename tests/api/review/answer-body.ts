// A review answer as the web test sends it (POST /api/review/answer): a fresh answer id, 1.5 s
// spent, answered at `answeredAt`; `change` overrides any field.
import { randomUUID } from 'node:crypto';

export const answerBody = (
  uuid: string,
  grade: number,
  answeredAt: number,
  change: Record<string, unknown> = {},
) => ({ answerId: randomUUID(), uuid, grade, answeredAt, durationMs: 1500, source: 'web-test', ...change });
