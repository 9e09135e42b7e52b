import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface StandinRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as text (JSON or a form). */
  text: string;
}
export interface StandinAnswer {
  status?: number;
  /** Sent as JSON, unless a Buffer (sent as is). */
  body: unknown;
  contentType?: string;
}

/** An HTTP stand-in on 127.0.0.1 that answers after `latencyMs()` and records every request. */
export async function startStandinServer(handle: (req: StandinRequest) => StandinAnswer, latencyMs: () => number) {
  const requests: StandinRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        text: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: StandinAnswer;
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      const { status = 200, body, contentType } = answer;
      const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const send = () =>
        res
          .writeHead(status, { 'content-type': contentType ?? (Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json') })
          .end(payload);
      const delay = latencyMs();
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Many calls at once on a loaded machine: a long backlog, no keep-alive surprises.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 1024 }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The OAuth2 token endpoint both engines use (refresh-token grant), as Google and Microsoft answer it. */
export function tokenEndpoint(
  state: { refreshToken: string; clientId: string; revoked: boolean; tokens: Set<string>; counter: number },
  req: StandinRequest,
): StandinAnswer {
  const form = new URLSearchParams(req.text);
  if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
    return { status: 400, body: { error: 'invalid_request', error_description: 'POST a form' } };
  if (form.get('grant_type') !== 'refresh_token') return { status: 400, body: { error: 'unsupported_grant_type' } };
  if (form.get('client_id') !== state.clientId)
    return { status: 401, body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' } };
  if (state.revoked || form.get('refresh_token') !== state.refreshToken)
    return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
  const token = `ya29.standin-${++state.counter}`;
  state.tokens.add(token);
  return {
    body: {
      access_token: token,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: form.get('scope') ?? 'https://www.googleapis.com/auth/adwords',
    },
  };
}
