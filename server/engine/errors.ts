export type ErrorType = 'invalid_request' | 'internal' | 'auth' | 'system';

/** Meilisearch error codes we emit, with their HTTP status and error type. */
const ERRORS = {
  bad_request: [400, 'invalid_request'],
  malformed_payload: [400, 'invalid_request'],
  missing_payload: [400, 'invalid_request'],
  invalid_content_type: [415, 'invalid_request'],
  payload_too_large: [413, 'invalid_request'],
  not_found: [404, 'invalid_request'],
  index_not_found: [404, 'invalid_request'],
  index_already_exists: [409, 'invalid_request'],
  invalid_swap_duplicate_index_found: [400, 'invalid_request'],
  invalid_swap_indexes: [400, 'invalid_request'],
  invalid_index_uid: [400, 'invalid_request'],
  missing_index_uid: [400, 'invalid_request'],
  invalid_index_primary_key: [400, 'invalid_request'],
  invalid_index_offset: [400, 'invalid_request'],
  invalid_index_limit: [400, 'invalid_request'],
  index_primary_key_already_exists: [400, 'invalid_request'],
  index_primary_key_no_candidate_found: [400, 'invalid_request'],
  index_primary_key_multiple_candidates_found: [400, 'invalid_request'],
  missing_document_id: [400, 'invalid_request'],
  invalid_document_id: [400, 'invalid_request'],
  document_not_found: [404, 'invalid_request'],
  invalid_document_fields: [400, 'invalid_request'],
  invalid_document_filter: [400, 'invalid_request'],
  missing_document_filter: [400, 'invalid_request'],
  invalid_document_offset: [400, 'invalid_request'],
  invalid_document_limit: [400, 'invalid_request'],
  invalid_search_q: [400, 'invalid_request'],
  invalid_search_filter: [400, 'invalid_request'],
  invalid_search_sort: [400, 'invalid_request'],
  invalid_search_facets: [400, 'invalid_request'],
  invalid_search_offset: [400, 'invalid_request'],
  invalid_search_limit: [400, 'invalid_request'],
  invalid_search_page: [400, 'invalid_request'],
  invalid_search_hits_per_page: [400, 'invalid_request'],
  invalid_search_attributes_to_retrieve: [400, 'invalid_request'],
  invalid_search_matching_strategy: [400, 'invalid_request'],
  feature_not_enabled: [400, 'invalid_request'],
  invalid_multi_search_queries: [400, 'invalid_request'],
  invalid_settings_filterable_attributes: [400, 'invalid_request'],
  invalid_settings_sortable_attributes: [400, 'invalid_request'],
  invalid_settings_searchable_attributes: [400, 'invalid_request'],
  invalid_settings_displayed_attributes: [400, 'invalid_request'],
  invalid_settings_ranking_rules: [400, 'invalid_request'],
  invalid_settings_faceting: [400, 'invalid_request'],
  invalid_settings_pagination: [400, 'invalid_request'],
  invalid_task_uids: [400, 'invalid_request'],
  task_not_found: [404, 'invalid_request'],
  api_key_not_found: [404, 'invalid_request'],
  invalid_api_key_actions: [400, 'invalid_request'],
  invalid_api_key_indexes: [400, 'invalid_request'],
  invalid_api_key_expires_at: [400, 'invalid_request'],
  missing_api_key_actions: [400, 'invalid_request'],
  missing_api_key_indexes: [400, 'invalid_request'],
  missing_api_key_expires_at: [400, 'invalid_request'],
  missing_authorization_header: [401, 'auth'],
  missing_master_key: [401, 'auth'],
  invalid_api_key: [403, 'auth'],
  internal: [500, 'internal'],
} as const satisfies Record<string, readonly [number, ErrorType]>;

export type ErrorCode = keyof typeof ERRORS;

/** All a client learns of an internal error, as Meilisearch words it; the detail is logged under the request's id. */
const INTERNAL_MESSAGE = 'internal error';

export interface MeiliErrorBody {
  message: string;
  code: ErrorCode;
  type: ErrorType;
  link: string;
}

export class MeiliError extends Error {
  readonly code: ErrorCode;

  /** Overrides the code's usual status, e.g. multi-search answers 400 even for a missing index. */
  private readonly statusOverride: number | undefined;

  /** `cause` is the error this one wraps, kept for logs; the HTTP body never shows it. */
  constructor(code: ErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'MeiliError';
    this.code = code;
    this.statusOverride = options.status;
  }

  get status(): number {
    return this.statusOverride ?? ERRORS[this.code][0];
  }

  get type(): ErrorType {
    return ERRORS[this.code][1];
  }

  get link(): string {
    return `https://docs.meilisearch.com/errors#${this.code}`;
  }

  /** The full record, as a task keeps it for those allowed to read tasks. */
  toJSON(): MeiliErrorBody {
    return { message: this.message, code: this.code, type: this.type, link: this.link };
  }

  /** The HTTP answer: an internal error's message may name files, SQL or engine state, so it is not sent. */
  toResponse(): MeiliErrorBody {
    return this.code === 'internal' ? { ...this.toJSON(), message: INTERNAL_MESSAGE } : this.toJSON();
  }
}

/** Anything thrown that is not already a MeiliError is an engine bug or I/O failure. */
export function toMeiliError(err: unknown): MeiliError {
  if (err instanceof MeiliError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new MeiliError('internal', message, { cause: err });
}
