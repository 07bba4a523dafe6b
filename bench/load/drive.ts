/** Runs one case with autocannon for a bounded time and sums up what it measured. */
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import type { Case, Destination, ServerInfo } from './cases.ts';

export interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes an answer averaged, headers included. */
  kb: number;
  errors: number;
  rss: number;
  /** Set when the case's requests went to two processes: how connections were split and what share each got. */
  split?: string;
  /** Timed answers without the text the case's answers hold (pages the server sent bare): not counted in `rps`. */
  lacking?: number;
}

/** Times a request before the timing is asked again while its answer lacks what the case needs. */
const WARM_RETRIES = 20;

/** Requests per case to learn what share of them goes to each destination. */
const SHARE_SAMPLE = 100;

/** Sends one request and reads its answer whole. */
function send(origin: string, request: autocannon.Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(new URL(request.path ?? '/', origin), { method: request.method, headers: request.headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve(body))
        .on('error', reject);
    });
    sent.on('error', reject);
    sent.end(request.body);
  });
}

export async function drive(info: ServerInfo, load: Case, options: { seconds: number; connections: number; rssMb: () => number }): Promise<Row> {
  if (load.beside) {
    const [row] = await Promise.all([drive(info, { ...load, beside: undefined }, options), drive(info, load.beside, options)]);
    return row;
  }
  const connectionCount = load.connections ?? options.connections;
  const origins: Record<Destination, string> = { search: new URL(info.searchUrl).origin, server: info.address };
  const originOf = (n: number) => origins[load.pick(n).to];
  const shares = new Map<string, number>();
  for (let n = 0; n < SHARE_SAMPLE; n++) shares.set(originOf(n), (shares.get(originOf(n)) ?? 0) + 1);
  // A connection talks to one process: when a case's requests go to two, each gets connections in proportion to its share.
  const urls: string[] = [];
  [...shares].forEach(([origin, count], i, all) => {
    const last = i === all.length - 1;
    const connections = last ? connectionCount - urls.length : Math.max(1, Math.round((connectionCount * count) / SHARE_SAMPLE));
    urls.push(...Array<string>(connections).fill(origin));
  });
  // Each origin's connections take the case's requests bound for it in order (counted across them, so they do not move in step).
  const next = new Map<string, number>();
  const sent: Record<Destination, number> = { search: 0, server: 0 };
  const take = (origin: string) => {
    let n = next.get(origin) ?? 0;
    while (originOf(n) !== origin) n++;
    next.set(origin, n + 1);
    const { to, request } = load.pick(n);
    sent[to]++;
    return request;
  };
  // What goes before the timing: the case's check, and what a repeated case repeats; the timed run starts after them.
  // A page asked for while the server still draws the previous case's last pages may go out bare: it is asked again.
  for (let n = 0; n < Math.max(load.warm ?? 0, load.answerHolds ? 1 : 0); n++) {
    let body = await send(originOf(n), load.pick(n).request);
    for (let retry = 0; load.answerHolds && !body.includes(load.answerHolds) && retry < WARM_RETRIES; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      body = await send(originOf(n), load.pick(n).request);
    }
    if (load.answerHolds && !body.includes(load.answerHolds))
      throw new Error(`${load.title}: ${load.pick(n).request.path} is not answered as the case needs (no ${load.answerHolds} in it)`);
    next.set(originOf(n), n + 1);
  }
  let connection = 0;
  let answers = 0;
  let lacking = 0;
  // Reading every answer slows the load itself: a repeated case's answers are kept pages, and go unread.
  const holds = load.warm ? undefined : load.answerHolds;
  const onResponse = holds
    ? (_status: number, body: string) => {
        answers++;
        if (!body.includes(holds)) lacking++;
      }
    : undefined;
  const result = await autocannon({
    // autocannon gives connection i the i-th of several URLs; its types know only one.
    url: urls as unknown as string,
    connections: urls.length,
    duration: options.seconds,
    setupClient: (client) => {
      const origin = urls[connection++]!;
      client.setRequests([{ setupRequest: (request: autocannon.Request) => ({ ...request, ...take(origin) }), onResponse }]);
    },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const failures = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (failures.length) console.log(`${load.title}: non-2xx answers ${failures.map(([code, { count }]) => `${code} × ${count}`).join(', ')}`);
  const connectionsTo = (to: Destination) => urls.filter((url) => url === origins[to]).length;
  const split =
    shares.size > 1
      ? `searches on ${connectionsTo('search')} connections to the search engine, the rest on ${connectionsTo('server')} to the server; ` +
        `${((100 * sent.search) / (sent.search + sent.server)).toFixed(0)}% of requests were searches`
      : undefined;
  const kb = result.throughput.total / Math.max(1, result.requests.total) / 1024;
  const counted = answers ? 1 - lacking / answers : 1;
  return {
    title: load.title,
    rps: result.requests.average * counted,
    lacking: holds ? lacking : undefined,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kb,
    errors,
    rss: options.rssMb(),
    split,
  };
}
