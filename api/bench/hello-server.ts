import Fastify from 'fastify';

/**
 * The baseline of `bench:api`: a bare Fastify hello world, nothing registered. Prints its port.
 * With HELLO_HEADERS (a JSON list of [name, value]) it also answers `POST /` with those headers set
 * on every answer, as the API answers the version check: the bench's ceiling row.
 */
async function main() {
  const app = Fastify({ logger: false });
  const headers = process.env.HELLO_HEADERS ? (JSON.parse(process.env.HELLO_HEADERS) as [string, string][]) : [];
  if (headers.length)
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  app.get('/', async () => ({ hello: 'world' }));
  app.post('/', async () => ({ version: '1.0.0-0123456789' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
}

void main();
