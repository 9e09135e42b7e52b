// autocannon ships no types; only what the benchmark uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface RawRequest {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Each request made from the last: `setupRequest` may change it (a body or a token per request). */
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
