/**
 * A tiny stand-in for a Meilisearch server in tests: records every request and reports each
 * task as succeeded, or as failed when told to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeMeilisearch {
  host: string;
  requests: RecordedRequest[];
  /** Make tasks fail with this message from now on. */
  failTasksWith(message: string | null): void;
  close(): Promise<void>;
}

export async function startFakeMeilisearch(): Promise<FakeMeilisearch> {
  const requests: RecordedRequest[] = [];
  const tasks = new Map<number, { indexUid: string | null; type: string }>();
  let failure: string | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', url, headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const taskMatch = /^\/tasks\/(\d+)/.exec(url);
      if (req.method === 'GET' && taskMatch) {
        const uid = Number(taskMatch[1]);
        const task = tasks.get(uid);
        if (!task) return reply(404, { message: `Task \`${uid}\` not found.`, code: 'task_not_found', type: 'invalid_request', link: '' });
        return reply(200, {
          uid,
          batchUid: uid,
          ...task,
          status: failure ? 'failed' : 'succeeded',
          canceledBy: null,
          error: failure ? { message: failure, code: 'invalid_document_fields', type: 'invalid_request', link: '' } : null,
          duration: 'PT0.001S',
          enqueuedAt: '2025-10-01T00:00:00Z',
          startedAt: '2025-10-01T00:00:00Z',
          finishedAt: '2025-10-01T00:00:00Z',
        });
      }
      const enqueue = (indexUid: string | null, type: string) => {
        const uid = tasks.size;
        tasks.set(uid, { indexUid, type });
        return reply(202, { taskUid: uid, indexUid, type, status: 'enqueued', enqueuedAt: '2025-10-01T00:00:00Z' });
      };
      if (req.method === 'POST' && url === '/indexes') return enqueue((JSON.parse(text) as { uid: string }).uid, 'indexCreation');
      if (req.method === 'POST' && url === '/swap-indexes') return enqueue(null, 'indexSwap');
      const deleted = req.method === 'DELETE' ? /^\/indexes\/([^/?]+)$/.exec(url) : null;
      if (deleted) return enqueue(decodeURIComponent(deleted[1]!), 'indexDeletion');
      const indexMatch = /^\/indexes\/([^/]+)\/(settings|documents)/.exec(url);
      if (indexMatch) {
        const uid = tasks.size;
        const task = { indexUid: decodeURIComponent(indexMatch[1] ?? ''), type: indexMatch[2] === 'settings' ? 'settingsUpdate' : 'documentAdditionOrUpdate' };
        tasks.set(uid, task);
        return reply(202, { taskUid: uid, ...task, status: 'enqueued', enqueuedAt: '2025-10-01T00:00:00Z' });
      }
      reply(404, { message: `No route ${req.method} ${url}`, code: 'not_found', type: 'invalid_request', link: '' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    failTasksWith: (message) => {
      failure = message;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
