// The part of autocannon's API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: { p50: number; p99: number };
    requests: { average: number };
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
