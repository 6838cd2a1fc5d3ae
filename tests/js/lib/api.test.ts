/**
 * lib/api (spec section 7), the one axios client: base URL, JSON content type, nonce header,
 * XSRF-TOKEN cookie sent as X-XSRF-TOKEN, a fresher nonce taken from answers (errors too), success
 * 200-299, upload progress, and translated transport errors. The axios adapter is replaced here
 * because it is the transport boundary (jsdom's XMLHttpRequest would go to the network); the fake
 * settles like axios's own adapters: a status outside 200-299 rejects with an AxiosError carrying
 * the response, an aborted signal with a CanceledError.
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, ApiError, client } from '../../../src/lib/api';
import { getConfig, setConfig } from '../../../src/lib/config';
import { useLocale } from '../helpers';

const realAdapter = client.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];

/** A fake adapter answering `status` with `text` as the raw body (as the XMLHttpRequest adapter gives it). */
function respond(status: number, text: string, headers: Record<string, string> = {}): void {
  client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    seen.push(config);
    const response = { data: text, status, statusText: '', headers: new AxiosHeaders(headers), config, request: {} };
    if (config.validateStatus?.(status) ?? true) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  }) as AxiosAdapter;
}

/** A fake adapter that never answers, but rejects as axios does when the request's signal aborts. */
function hang(): void {
  client.defaults.adapter = ((config: InternalAxiosRequestConfig) =>
    new Promise((_resolve, reject) => {
      seen.push(config);
      (config.signal as AbortSignal).addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)));
    })) as AxiosAdapter;
}

beforeAll(async () => {
  await useLocale('hr-HR', []);
});

beforeEach(() => {
  seen = [];
  setConfig({ restUrl: 'http://localhost/wp-json/kabelshop/v1/', nonce: 'nonce-1', locale: 'hr-HR' });
  document.cookie = 'XSRF-TOKEN=tok%2Ben; path=/';
});

afterEach(() => {
  client.defaults.adapter = realAdapter;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requests', () => {
  it('sends nonce, X-XSRF-TOKEN from the cookie, the language and a JSON body to the base URL', async () => {
    respond(200, '{"ok":true}');
    const { data, status } = await api.post<{ ok: boolean }>('cart/quote', { lines: [] });
    expect(data.ok).toBe(true);
    expect(status).toBe(200);
    const config = seen[0];
    expect(config.url).toBe('http://localhost/wp-json/kabelshop/v1/cart/quote');
    expect(config.method).toBe('post');
    expect(config.headers.get('X-WP-Nonce')).toBe('nonce-1');
    expect(config.headers.get('X-XSRF-TOKEN')).toBe('tok+en');
    expect(config.headers.get('X-Kabelshop-Lang')).toBe('hr');
    expect(String(config.headers.get('Content-Type'))).toMatch(/^application\/json/);
    expect(config.data).toBe('{"lines":[]}');
  });

  it('sends no nonce header when the page printed none, and no XSRF header without the cookie', async () => {
    setConfig({ nonce: '' });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    respond(200, '[]');
    await api.get('products');
    expect(seen[0].headers.has('X-WP-Nonce')).toBe(false);
    expect(seen[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('builds the query string and skips empty values', async () => {
    respond(200, '[]');
    await api.get('products', { query: { search: 'nym', category: '', page: 2 } });
    expect(seen[0].url).toBe('http://localhost/wp-json/kabelshop/v1/products?search=nym&page=2');
  });

  it('uses an absolute URL as it is (the wp-admin scripts get theirs from rest_url())', async () => {
    respond(200, '{}');
    await api.post('http://localhost/wp-json/kabelshop/v1/admin/catalog-import', {});
    expect(seen[0].url).toBe('http://localhost/wp-json/kabelshop/v1/admin/catalog-import');
  });

  it('passes FormData through for a multipart upload and reports its progress', async () => {
    client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
      seen.push(config);
      // As axios's XMLHttpRequest adapter does from xhr.upload's progress events.
      for (const loaded of [50, 100]) {
        config.onUploadProgress?.({ loaded, total: 100, progress: loaded / 100, bytes: 50, lengthComputable: true, upload: true });
      }
      return { data: '{"ok":true}', status: 200, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    }) as AxiosAdapter;
    const body = new FormData();
    body.append('file', new Blob(['a;b\n']), 'prices.csv');
    const progress: Array<[number, number | undefined]> = [];
    await api.post('admin/metal-prices-import', body, { onUploadProgress: (p) => progress.push([p.loaded, p.fraction]) });
    expect(seen[0].data).toBe(body);
    expect(progress).toEqual([
      [50, 0.5],
      [100, 1],
    ]);
  });

  it('exposes the answer headers by name (X-WP-TotalPages)', async () => {
    respond(200, '[]', { 'X-WP-TotalPages': '3' });
    const answer = await api.get('user/orders');
    expect(answer.headers.get('X-WP-TotalPages')).toBe('3');
  });

  it('takes a fresh nonce from an answer, and from an error answer too', async () => {
    respond(200, '{}', { 'X-WP-Nonce': 'nonce-2' });
    await api.get('products');
    expect(getConfig().nonce).toBe('nonce-2');
    respond(403, '{"code":"kabelshop_forbidden","message":"Zabranjeno."}', { 'X-WP-Nonce': 'nonce-3' });
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(getConfig().nonce).toBe('nonce-3');
    await api.get('products').catch(() => undefined);
    expect(seen[2].headers.get('X-WP-Nonce')).toBe('nonce-3');
  });
});

describe('errors', () => {
  it('a 400 carries the server code, message and field errors', async () => {
    respond(
      400,
      JSON.stringify({
        code: 'kabelshop_orders_bad_field',
        message: 'Napomena je predugačka.',
        data: { status: 400, fields: { note: 'Napomena smije imati najviše 250 znakova.' } },
      }),
    );
    const error = await api.post('orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'kabelshop_orders_bad_field', message: 'Napomena je predugačka.' });
    expect((error as ApiError).fields.note).toBe('Napomena smije imati najviše 250 znakova.');
  });

  it('a status without a body, or with a body that is not JSON, gives the translated status message', async () => {
    respond(502, '');
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'http', status: 502, message: 'Zahtjev nije uspio, statusni kod 502.' });
    respond(500, '<b>Fatal error</b>');
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'http', status: 500, message: 'Zahtjev nije uspio, statusni kod 500.' });
  });

  it('a 200 whose body is not JSON gives null data', async () => {
    respond(200, 'not json');
    await expect(api.get('products')).resolves.toMatchObject({ data: null, status: 200 });
  });

  it('a network failure is kind "network" with a translated message', async () => {
    client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }) as AxiosAdapter;
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'network', message: 'Greška mreže. Provjerite vezu i pokušajte ponovno.' });
  });

  it('a request over its time-out is kind "timeout"', async () => {
    hang();
    await expect(api.get('products', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect((seen[0].signal as AbortSignal).aborted).toBe(true);
  });

  it('a request aborted by the caller is kind "aborted"', async () => {
    hang();
    const controller = new AbortController();
    const pending = api.get('products', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'Zahtjev je prekinut.' });
  });

  it('a signal aborted before the call is kind "aborted" at once', async () => {
    hang();
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('products', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('tokens on a cacheable page (issue 16)', () => {
  /** A fake server: GET session answers a nonce and sets the cookie; other calls answer `status` with `body`. */
  function server(answers: Array<{ status: number; body: string }>, nonce = 'nonce-session'): void {
    client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
      seen.push(config);
      const isSession = String(config.url).endsWith('/session');
      const next = isSession ? { status: 200, body: '{"logged_in":false}' } : (answers.shift() ?? { status: 200, body: '{}' });
      if (isSession) document.cookie = 'XSRF-TOKEN=from-session; path=/';
      const headers = new AxiosHeaders(isSession || next.status === 403 ? { 'X-WP-Nonce': nonce } : {});
      const response = { data: next.body, status: next.status, statusText: '', headers, config, request: {} };
      if (next.status >= 200 && next.status <= 299) return response;
      throw new AxiosError(`Request failed with status code ${next.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }) as AxiosAdapter;
  }

  beforeEach(() => {
    setConfig({ nonce: '' });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('a visitor\'s first write asks GET session once, then sends the nonce and token it brought', async () => {
    server([{ status: 200, body: '{"ok":true}' }]);
    await api.post('forms/contact', { name: 'Ana' });
    expect(seen.map((c) => `${c.method} ${String(c.url).replace('http://localhost/wp-json/kabelshop/v1/', '')}`)).toEqual(['get session', 'post forms/contact']);
    expect(seen[1].headers.get('X-WP-Nonce')).toBe('nonce-session');
    expect(seen[1].headers.get('X-XSRF-TOKEN')).toBe('from-session');
  });

  it('reads need no tokens: a GET goes out alone', async () => {
    server([{ status: 200, body: '[]' }]);
    await api.get('products');
    expect(seen.map((c) => String(c.url))).toEqual(['http://localhost/wp-json/kabelshop/v1/products']);
  });

  it('two writes at once share one GET session', async () => {
    server([
      { status: 200, body: '{}' },
      { status: 200, body: '{}' },
    ]);
    await Promise.all([api.post('wishlist', { article_code: 'A' }), api.post('inquiries', { lines: [] })]);
    expect(seen.filter((c) => String(c.url).endsWith('/session'))).toHaveLength(1);
    expect(seen.filter((c) => c.method === 'post').every((c) => c.headers.get('X-WP-Nonce') === 'nonce-session')).toBe(true);
  });

  it('a write refused for a stale nonce is sent once more with the fresh nonce the refusal brought', async () => {
    setConfig({ nonce: 'stale' });
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    server([
      { status: 403, body: '{"code":"kabelshop_security_invalid_nonce","message":"Sesija je istekla."}' },
      { status: 201, body: '{"id":7}' },
    ], 'fresh');
    const { data } = await api.post<{ id: number }>('orders', {});
    expect(data.id).toBe(7);
    expect(seen.map((c) => c.headers.get('X-WP-Nonce'))).toEqual(['stale', 'fresh']);
  });

  it('a second refusal, or a 403 for another reason, is the caller\'s error (no endless retries)', async () => {
    setConfig({ nonce: 'n' });
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    server([
      { status: 403, body: '{"code":"kabelshop_security_invalid_xsrf","message":"Token."}' },
      { status: 403, body: '{"code":"kabelshop_security_invalid_xsrf","message":"Token."}' },
    ]);
    await expect(api.post('orders', {})).rejects.toMatchObject({ status: 403, code: 'kabelshop_security_invalid_xsrf' });
    expect(seen).toHaveLength(2);
    seen = [];
    server([{ status: 403, body: '{"code":"kabelshop_pending_account","message":"Pending."}' }]);
    await expect(api.post('orders', {})).rejects.toMatchObject({ code: 'kabelshop_pending_account' });
    expect(seen).toHaveLength(1);
  });
});
