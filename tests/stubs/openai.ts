// Stand-in for an OpenAI-compatible POST /v1/chat/completions
// (https://platform.openai.com/docs/api-reference/chat/create): `Authorization: Bearer <key>`,
// JSON {model, messages: [{role, content}]} → {choices: [{message: {role, content}}]}.
// Errors are {error: {message, type, code}}: 401 wrong key, 404 unknown model, 400 bad request.
import { json, startVendorStub, type VendorStub } from './json-vendor-stub';

const openAiError = (status: number, message: string, code: string) =>
  json({ error: { message, type: 'invalid_request_error', param: null, code } }, status);

export interface OpenAiStubOptions {
  apiKey: string;
  models?: string[];
  /** Builds the assistant's answer from the last user message; by default a sentence with the quoted word. */
  reply?: (prompt: string) => string;
}

export interface OpenAiStub extends VendorStub {
  /** Replaces the answer for the following requests. */
  reply: (prompt: string) => string;
}

const sentenceWithQuotedWord = (prompt: string) =>
  `We stopped to look at the ${/"([^"]+)"/.exec(prompt)?.[1] ?? 'sky'}.`;

export function startOpenAiStub(options: OpenAiStubOptions): OpenAiStub {
  const models = options.models ?? ['gpt-4o-mini'];
  const stub = startVendorStub(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/v1/chat/completions')
      return openAiError(404, 'Not found', 'not_found');
    if (headers.get('authorization') !== `Bearer ${options.apiKey}`) {
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const { model, messages } = (body ?? {}) as Record<string, unknown>;
    if (typeof model !== 'string' || !models.includes(model)) {
      return openAiError(
        404,
        `The model \`${String(model)}\` does not exist or you do not have access to it.`,
        'model_not_found',
      );
    }
    const valid =
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((m) => typeof m?.role === 'string' && typeof m?.content === 'string');
    if (!valid) return openAiError(400, "Invalid value for 'messages'.", 'invalid_value');
    const prompt = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const content = withReply.reply(prompt);
    return json({
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 },
    });
  });
  const withReply = Object.assign(stub, { reply: options.reply ?? sentenceWithQuotedWord });
  return withReply;
}
