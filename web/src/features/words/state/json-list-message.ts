// What the page and the JSON list worker (json-list-worker.ts) say to each other.

/** Items per message: small enough that receiving one is a short task on a slow phone. */
export const JSON_LIST_SLICE = 500;

/** A GET of a JSON array, with the bearer token the api client would send. */
export interface JsonListRequest {
  url: string;
  token: string;
}

export type JsonListMessage =
  | { kind: 'slice'; items: unknown[] }
  | { kind: 'done'; total: number }
  /** Anything but a full list: the page asks again through its api client, which knows every
   *  error's text and signs out on a 401. */
  | { kind: 'failed' };
