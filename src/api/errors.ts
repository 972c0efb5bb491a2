/**
 * Every failure of a request becomes one `ApiError` whose `message` a person can act on.
 * The UI branches on `kind` (and `status`), never on message text.
 */
export type ApiErrorKind =
  /** The request never got an answer: offline, DNS, TLS, or blocked by CORS. */
  | 'network'
  /** No answer within the client's time limit. */
  | 'timeout'
  /** The server answered with an HTTP error status. */
  | 'http'
  /** The server answered 2xx but not with JSON (a PHP error page, a login page, a proxy). */
  | 'not-json'
  /** JSON that does not match the expected shape. */
  | 'schema';

export interface SchemaIssue {
  /** Dotted path of the offending field, e.g. `members.data.3.xprofile.user_id`. */
  path: string;
  message: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  /** The request, without credentials (they travel in a header, never in the URL). */
  url: string;
  status?: number;
  /** The WordPress error code, e.g. `rest_forbidden`, `fcom_space_not_found`. */
  code?: string;
  /** The server's own message, when it sent one. */
  serverMessage?: string;
  issues?: SchemaIssue[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: SchemaIssue[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues ?? [];
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isForbidden(): boolean {
    // Real sites answer 422 `permission_failed` where our server answers 403 (behaviour.md,
    // "Space members"): both mean "this account may not see this".
    return this.kind === 'http' && (this.status === 403 || this.code === 'permission_failed');
  }

  /**
   * The plugin's own refusal, 422 `{message, permission_failed: true}`. Real sites also send it
   * to a revoked application password, which they treat as anonymous (behaviour.md, "Space
   * members"), so it is a reason to re-check the credentials, not only a lack of rights.
   */
  get isPermissionFailed(): boolean {
    return this.kind === 'http' && this.code === 'permission_failed';
  }

  /**
   * The site refused these credentials or this account (401, 403, 422 `permission_failed`):
   * asking again gets the same answer (docs/decisions/030-final-refusals-and-outages.md).
   */
  get isRefusedAccess(): boolean {
    return this.isUnauthorized || this.isForbidden;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /**
   * The site stopped answering rather than answered no: nothing came back at all, or a gateway
   * or the server said it is unavailable for now (502, 503, 504). A site that answered before
   * is then down for a while, and the dashboard keeps asking until it is back
   * (docs/decisions/030-final-refusals-and-outages.md). Not an outage: a request that took too
   * long, or our server's 503 `rest_query_timeout` for a read over its time budget
   * (docs/decisions/016): the same request would cost the site as much again.
   */
  get isOutage(): boolean {
    if (this.kind === 'network') return true;
    if (this.kind !== 'http') return false;
    if (this.status === 502 || this.status === 504) return true;
    return this.status === 503 && this.code !== 'rest_query_timeout';
  }

  /** Worth retrying: the same request may well succeed in a moment. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && this.status !== undefined && this.status >= 500)
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
