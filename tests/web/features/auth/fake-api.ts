// A stand-in for the API behind the web client: answers by "METHOD /api/path" and records every
// request, so a test can say what the screen sent (or that it sent nothing).
import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reenteredAtom } from '../../../../web/src/features/auth/session-actions';
import { appStore } from '../../../../web/src/lib/session';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text = (body: string) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export const apiError = (status: number, message: string) => json(status, { code: 'error', message });

/** Never answers: the request stays in flight for the rest of the test. */
export const never = (): Promise<Response> => new Promise(() => {});

export function fakeApi(answers: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path: url.pathname, body });
      const answer = answers[`${method} ${url.pathname}`];
      return answer ? answer(body) : apiError(404, `No answer for ${method} ${url.pathname}`);
    }),
  );
  return {
    sent,
    to: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path),
  };
}

/**
 * The validation message under a field, exactly as written (trailing spaces included). It counts
 * only when it sits in the field's own block and the input names it in aria-describedby.
 */
export function messageUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const block = field.closest('.form-field');
  const message = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-field__error') && block?.contains(element));
  return message?.textContent ?? null;
}

/** Waits for a notice (toast) with this text. */
export const findNotice = (message: string) => screen.findByText(message.trim());

afterEach(() => {
  appStore.set(reenteredAtom, false);
});
