import type { FastifyReply } from 'fastify';
import { MeiliError } from './errors.ts';
import type { ErrorCode } from './errors.ts';
import { bodyObject, queryInt, queryList } from './http-context.ts';
import type { Req, RouteContext } from './http-context.ts';

/** Document routes: add, update, fetch and delete. */
export function registerDocumentRoutes(ctx: RouteContext): void {
  const { app, engine, guard, enqueued } = ctx;

  app.get('/indexes/:uid/documents', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    return engine.getDocuments(req.params.uid, {
      offset: queryInt(req.query.offset, 'offset', 'invalid_document_offset'),
      limit: queryInt(req.query.limit, 'limit', 'invalid_document_limit'),
      fields: queryList(req.query.fields),
      filter: req.query.filter,
    });
  });

  app.post('/indexes/:uid/documents/fetch', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    const body = bodyObject(req.body);
    const int = (key: string, code: ErrorCode) => {
      const v = body[key];
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new MeiliError(code, `Invalid value type at \`.${key}\`: expected a positive integer.`);
      return v;
    };
    const fields = body.fields;
    if (fields !== undefined && fields !== null && (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string'))) {
      throw new MeiliError('invalid_document_fields', 'Invalid value type at `.fields`: expected an array of strings.');
    }
    return engine.getDocuments(req.params.uid, {
      offset: int('offset', 'invalid_document_offset'),
      limit: int('limit', 'invalid_document_limit'),
      fields: (fields as string[] | null | undefined) ?? undefined,
      filter: body.filter,
    });
  });

  app.get('/indexes/:uid/documents/:id', async (req: Req) => {
    guard(req, 'documents.get', [req.params.uid]);
    return engine.getDocument(req.params.uid, req.params.id, queryList(req.query.fields));
  });

  const addDocuments = (merge: boolean) => async (req: Req, reply: FastifyReply) => {
    guard(req, 'documents.add', [req.params.uid]);
    if (req.body === undefined) throw new MeiliError('missing_payload', 'A json payload is missing.');
    return enqueued(reply, engine.addDocuments(req.params.uid, req.body, { primaryKey: req.query.primaryKey, merge }));
  };
  app.post('/indexes/:uid/documents', addDocuments(false));
  app.put('/indexes/:uid/documents', addDocuments(true));

  app.delete('/indexes/:uid/documents/:id', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocuments(req.params.uid, [req.params.id]));
  });

  app.post('/indexes/:uid/documents/delete-batch', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocuments(req.params.uid, req.body));
  });

  app.post('/indexes/:uid/documents/delete', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.deleteDocumentsByFilter(req.params.uid, req.body));
  });

  app.delete('/indexes/:uid/documents', async (req: Req, reply) => {
    guard(req, 'documents.delete', [req.params.uid]);
    return enqueued(reply, engine.clearDocuments(req.params.uid));
  });

  // ---- search ---------------------------------------------------------------
}
