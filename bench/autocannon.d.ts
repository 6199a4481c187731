// The part of autocannon's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    connectionRate?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
  }
  /** A run: awaitable for its result, and an emitter of each response as it arrives. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
