import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { lazyChildLogger } from './request-logger';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream, redact: ['req.headers.authorization'] },
    childLoggerFactory: lazyChildLogger as unknown as FastifyServerOptions['childLoggerFactory'],
  });
  const made = jest.spyOn(app.log, 'child');
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ why: 'test' }, 'a warning');
    return { ok: true };
  });
  return { app, lines, made };
}

describe('the lazy request logger', () => {
  it('makes no child logger for a request that logs nothing at its level', async () => {
    const { app, lines, made } = appLogging('warn');
    const answer = await app.inject({ method: 'GET', url: '/quiet' });
    expect(answer.statusCode).toBe(200);
    expect(made).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes a request line with its request id when the level logs it', async () => {
    const { app, lines, made } = appLogging('warn');
    await app.inject({ method: 'GET', url: '/warns' });
    expect(made).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'a warning', why: 'test', reqId: expect.any(String) })]);
  });

  it('logs each request at info, the bearer redacted', async () => {
    const { app, lines } = appLogging('info');
    await app.inject({ method: 'GET', url: '/quiet', headers: { authorization: 'Bearer secret-token' } });
    const incoming = lines.find((line) => line.msg === 'incoming request') as { reqId: string; req: { headers?: unknown } };
    expect(incoming.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
