import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy on 127.0.0.1 that waits `delayMs` before passing each request on to `target`: a provider
 * that answers every call in that time. Notes when each request arrived, by method and path.
 */
export async function startSlowProxy(target: string, delayMs: number) {
  const calls: { at: number; method: string; path: string }[] = [];
  const server = http.createServer((req, res) => {
    calls.push({ at: Date.now(), method: req.method ?? 'GET', path: req.url ?? '/' });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(() => {
        const headers = { ...req.headers };
        delete headers.host;
        const upstream = http.request(`${target}${req.url ?? '/'}`, { method: req.method, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        upstream.end(Buffer.concat(chunks));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
