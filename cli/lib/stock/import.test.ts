import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { importCars } from './import.ts';
import { UserError } from '../problems.ts';

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

it('gives up on an engine that takes a request and never answers, saying it cannot reach it', async () => {
  // Accepts every connection and reads every byte, answering nothing: a server that died with the request under way.
  server = createServer((socket) => {
    sockets.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const host = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const failure = await importCars([], { host, index: 'Car_production', requestTimeoutMs: 300 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(UserError);
  expect((failure as UserError).message).toContain(`Cannot reach the search engine at ${host}`);
  expect(Date.now() - started).toBeLessThan(5000);
});
