// The media routes for bench/media, in their own process beside a bare /healthz: the peer answers only when the
// event loop is free, so its latency while photos are drawn shows what drawing costs every other request.
import Fastify from 'fastify';
import { mediaPlugin } from '../../server/media/routes.ts';

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
await app.register(mediaPlugin, {});
process.stdout.write(`${await app.listen({ port: 0, host: '127.0.0.1' })}\n`);
