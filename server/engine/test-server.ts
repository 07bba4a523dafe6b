import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Meilisearch } from 'meilisearch';
import { createEngine } from './engine.ts';
import type { Engine } from './engine.ts';
import { meiliPlugin } from './http.ts';
import type { EnginePersistence } from './persistence.ts';

export interface TestMeili {
  app: FastifyInstance;
  engine: Engine;
  /** Base URL including the `/meili` prefix. */
  host: string;
  /** Client authenticated with the master key (or none when there is no master key). */
  client: Meilisearch;
  clientWith(apiKey?: string): Meilisearch;
  close(): Promise<void>;
}

/** Starts the dealer-style mount (`/meili`) on 127.0.0.1 with an ephemeral port. */
export async function startTestMeili(options: { masterKey?: string; persistence?: EnginePersistence } = {}): Promise<TestMeili> {
  const engine = createEngine({ persistence: options.persistence });
  const app = Fastify();
  await app.register(meiliPlugin, { prefix: '/meili', engine, masterKey: options.masterKey });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const host = `http://127.0.0.1:${address.port}/meili`;
  const clientWith = (apiKey?: string) => new Meilisearch({ host, apiKey });
  return {
    app,
    engine,
    host,
    client: clientWith(options.masterKey),
    clientWith,
    async close() {
      await app.close();
      engine.close();
    },
  };
}
