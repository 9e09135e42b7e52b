import Fastify from 'fastify';

/** The baseline of `bench:api`: a bare Fastify hello world, nothing registered. Prints its port. */
async function main() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
}

void main();
