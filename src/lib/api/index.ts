/**
 * The one HTTP client of the islands and the wp-admin scripts (spec section 7), on axios.
 *
 * Every request goes to the kabelshop/v1 base URL from lib/config (a path; an absolute URL is used
 * as it is), through one axios instance (`client`) whose interceptors
 * - on the way out set `X-WP-Nonce` when the page printed a nonce, `X-XSRF-TOKEN` copied from the
 *   XSRF-TOKEN cookie (double submit) and `X-Kabelshop-Lang` (the page's language),
 * - on the way back, success or error, take a fresher `X-WP-Nonce` from the answer into lib/config,
 * with `Content-Type: application/json` for JSON bodies (multipart with its boundary for FormData).
 *
 * Tokens (issue 16): a visitor's page is the same for everyone and cacheable, so it carries no nonce
 * and sets no XSRF-TOKEN cookie. Before a write, when the nonce or the cookie is missing, the client
 * asks `GET session` once (concurrent writes share the one call): its answer brings the nonce in
 * `X-WP-Nonce` and sets the cookie. A write refused because its nonce or token was stale
 * (403 kabelshop_security_invalid_nonce / kabelshop_security_invalid_xsrf / rest_cookie_invalid_nonce)
 * is sent once more with the fresh ones the refusal brought; a second refusal is the caller's error.
 * A request is aborted after a time-out (default 30 s). Success is any status 200-299.
 * Uploads report progress through `onUploadProgress` (axios's XMLHttpRequest adapter).
 *
 * Errors: throws ApiError whose `kind` is one of the spec's transport errors, 'aborted' | 'network'
 * | 'timeout' | 'http', and whose `message` is translated (common:transport.*). For 'http' it
 * carries the status, the server's code and message, and the field errors a 400 names.
 */
import axios, { AxiosHeaders, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getConfig, setConfig } from '../config';
import { t } from '../i18n';

export type ApiErrorKind = 'aborted' | 'network' | 'timeout' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  /** Field name => translated message, from a 400 answer's data.fields. */
  readonly fields: Record<string, string>;

  constructor(kind: ApiErrorKind, message: string, status = 0, code = '', fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Bytes sent so far of a request body; `fraction` (0..1) when the total is known. */
export interface UploadProgress {
  loaded: number;
  total?: number;
  fraction?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; undefined and '' values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** A JSON body, or FormData for a multipart request. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up; default 30000. */
  timeoutMs?: number;
  /** Called as the request body uploads (file imports). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Reads a cookie by name from document.cookie. */
export function readCookie(name: string): string {
  if (typeof document === 'undefined') return '';
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : '';
}

/** The answer's body as JSON, or null when it is empty or not JSON (a PHP fatal error page, say). */
function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? null;
  try {
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The answer's headers as a fetch Headers object (what callers read X-WP-TotalPages from). */
function toHeaders(raw: AxiosResponse['headers'] | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (value !== undefined && value !== null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** Takes a fresher wp_rest nonce from an answer (WordPress sends one on every REST answer). */
function takeNonce(response: AxiosResponse | undefined): void {
  const fresh = response ? AxiosHeaders.from(response.headers as AxiosHeaders).get('X-WP-Nonce') : null;
  if (typeof fresh === 'string' && fresh) setConfig({ nonce: fresh });
}

/**
 * The one axios instance. Its answers are parsed here (parseJson), not by axios, so a body that is not
 * JSON gives null data instead of a string; axios's own XSRF cookie handling is off (the interceptor
 * below sends the token for every request, as the server's double-submit check wants).
 */
export const client = axios.create({
  headers: { Accept: 'application/json' },
  responseType: 'text',
  transformResponse: [parseJson],
  xsrfCookieName: undefined,
  validateStatus: (status) => status >= 200 && status <= 299,
});

client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const { nonce, locale } = getConfig();
  if (nonce) config.headers.set('X-WP-Nonce', nonce);
  config.headers.set('X-Kabelshop-Lang', locale.slice(0, 2));
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) config.headers.set('X-XSRF-TOKEN', xsrf);
  return config;
});

client.interceptors.response.use(
  (response) => {
    takeNonce(response);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) takeNonce(error.response);
    return Promise.reject(error);
  },
);

/** The answers' codes of a write whose nonce or anti-forgery token was missing or stale. */
const STALE_TOKEN_CODES = ['kabelshop_security_invalid_nonce', 'kabelshop_security_invalid_xsrf', 'rest_cookie_invalid_nonce'];

let pendingSession: Promise<void> | null = null;

/**
 * Makes sure the nonce and the XSRF-TOKEN cookie are there before a write: when either is missing,
 * one GET session (shared by concurrent callers) brings both. Throws ApiError like request().
 */
export async function ensureTokens(): Promise<void> {
  if (getConfig().nonce && readCookie('XSRF-TOKEN')) return;
  pendingSession ??= request<unknown>('session', { timeoutMs: 15000 })
    .then(() => undefined)
    .finally(() => {
      pendingSession = null;
    });
  await pendingSession;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = getConfig().restUrl.replace(/\/?$/, '/');
  const url = new URL(path.replace(/^\//, ''), new URL(base, window.location.href));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Maps an answer with a status outside 200-299 to ApiError 'http'. */
function statusError(response: AxiosResponse): ApiError {
  const body = (response.data ?? {}) as {
    code?: string;
    message?: string;
    data?: { fields?: Record<string, string>; params?: Record<string, string> };
  };
  const message = body.message || t('common:transport.status', { status: response.status });
  // Our routes name bad fields in data.fields; WordPress's own argument check (rest_invalid_param) in data.params.
  const fields = { ...(body.data?.params ?? {}), ...(body.data?.fields ?? {}) };
  return new ApiError('http', message, response.status, body.code ?? '', fields);
}

/** Sends one request; see the module comment for headers, tokens and errors. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  if (method === 'GET') return send<T>(path, options);
  await ensureTokens();
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 403 || !STALE_TOKEN_CODES.includes(error.code)) throw error;
    // The refusal brought a fresh nonce (and the cookie, when it was missing): once more with them.
    await ensureTokens();
    return send<T>(path, options);
  }
}

/** One HTTP exchange (no token handling). */
async function send<T>(path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, signal, timeoutMs = 30000, onUploadProgress } = options;
  // One controller for the caller's abort and the time-out, so the two are told apart below.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort);

  try {
    const response = await client.request<T>({
      url: buildUrl(path, query),
      method,
      data: body,
      headers: { ...options.headers },
      signal: controller.signal,
      onUploadProgress: onUploadProgress
        ? (event: AxiosProgressEvent) => onUploadProgress({ loaded: event.loaded, total: event.total, fraction: event.progress })
        : undefined,
    });
    return { data: response.data, status: response.status, headers: toHeaders(response.headers) };
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', t('common:transport.timeout', { ms: timeoutMs }));
    if (controller.signal.aborted || axios.isCancel(error)) throw new ApiError('aborted', t('common:transport.aborted'));
    if (axios.isAxiosError(error) && error.response) throw statusError(error.response);
    if (axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) {
      throw new ApiError('timeout', t('common:transport.timeout', { ms: timeoutMs }));
    }
    throw new ApiError('network', t('common:transport.network'));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options: Options = {}) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Options = {}) => request<T>(path, { ...options, method: 'POST', body }),
};
