/**
 * The one HTTP client of the islands (spec section 7).
 *
 * Every request goes to the kabelshop/v1 base URL from lib/config, with
 * - `Content-Type: application/json` for JSON bodies (multipart for FormData bodies),
 * - `X-WP-Nonce` when the page printed a nonce (a fresh one from each answer replaces it),
 * - `X-XSRF-TOKEN` copied from the XSRF-TOKEN cookie (double submit),
 * and is aborted after a time-out. Success is any status 200-299.
 *
 * Errors: throws ApiError whose `kind` is 'aborted' | 'network' | 'timeout' | 'http' and whose
 * `message` is translated (common:transport.*). For 'http' it carries the status, the server's
 * code and message, and the field errors a 400 names.
 */
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

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = getConfig().restUrl.replace(/\/?$/, '/');
  const url = new URL(path.replace(/^\//, ''), new URL(base, window.location.href));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Sends one request; see the module comment for headers and errors. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, signal, timeoutMs = 30000 } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const { nonce, locale } = getConfig();
  if (nonce) headers['X-WP-Nonce'] = nonce;
  headers['X-Kabelshop-Lang'] = locale.slice(0, 2);
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = (): void => controller.abort();
  signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    if (timedOut) throw new ApiError('timeout', t('common:transport.timeout', { ms: timeoutMs }));
    if (controller.signal.aborted) throw new ApiError('aborted', t('common:transport.aborted'));
    throw new ApiError('network', t('common:transport.network'));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }

  const fresh = response.headers.get('X-WP-Nonce');
  if (fresh) setConfig({ nonce: fresh });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (response.status < 200 || response.status > 299) {
    const body = (data ?? {}) as {
      code?: string;
      message?: string;
      data?: { fields?: Record<string, string>; params?: Record<string, string> };
    };
    const message = body.message || t('common:transport.status', { status: response.status });
    // Our routes name bad fields in data.fields; WordPress's own argument check (rest_invalid_param) in data.params.
    const fields = { ...(body.data?.params ?? {}), ...(body.data?.fields ?? {}) };
    throw new ApiError('http', message, response.status, body.code ?? '', fields);
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
};
