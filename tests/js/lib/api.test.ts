/**
 * lib/api (spec section 7): base URL, JSON content type, nonce header, XSRF-TOKEN cookie sent as
 * X-XSRF-TOKEN, success 200-299, and translated transport errors. fetch is stubbed here because it
 * is the transport boundary (jsdom has no fetch).
 */
import { api, ApiError } from '../../../src/lib/api';
import { getConfig, setConfig } from '../../../src/lib/config';
import { useLocale } from '../helpers';

type FetchArgs = [string, RequestInit];

/** The part of a fetch Response lib/api reads (jsdom has no Response class). */
function fakeResponse(status: number, text: string, headers: Record<string, string>): Response {
  return { status, headers: new Headers(headers), text: async () => text } as unknown as Response;
}

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return jest.fn(async (..._args: FetchArgs) => fakeResponse(status, body === undefined ? '' : JSON.stringify(body), headers));
}

beforeAll(async () => {
  await useLocale('hr-HR', []);
});

beforeEach(() => {
  setConfig({ restUrl: 'http://localhost/wp-json/kabelshop/v1/', nonce: 'nonce-1', locale: 'hr-HR' });
  document.cookie = 'XSRF-TOKEN=tok%2Ben; path=/';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requests', () => {
  it('sends nonce, X-XSRF-TOKEN from the cookie and a JSON body to the base URL', async () => {
    const fetchMock = respond(200, { ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    const { data } = await api.post<{ ok: boolean }>('cart/quote', { lines: [] });
    expect(data.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost/wp-json/kabelshop/v1/cart/quote');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-WP-Nonce']).toBe('nonce-1');
    expect(headers['X-XSRF-TOKEN']).toBe('tok+en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"lines":[]}');
  });

  it('builds the query string and skips empty values', async () => {
    const fetchMock = respond(200, []);
    global.fetch = fetchMock as unknown as typeof fetch;
    await api.get('products', { query: { search: 'nym', category: '', page: 2 } });
    expect(fetchMock.mock.calls[0][0]).toBe('http://localhost/wp-json/kabelshop/v1/products?search=nym&page=2');
  });

  it('takes a fresh nonce from an answer', async () => {
    global.fetch = respond(200, {}, { 'X-WP-Nonce': 'nonce-2' }) as unknown as typeof fetch;
    await api.get('products');
    expect(getConfig().nonce).toBe('nonce-2');
  });
});

describe('errors', () => {
  it('a 400 carries the server code, message and field errors', async () => {
    global.fetch = respond(400, {
      code: 'kabelshop_orders_bad_field',
      message: 'Napomena je predugačka.',
      data: { status: 400, fields: { note: 'Napomena smije imati najviše 250 znakova.' } },
    }) as unknown as typeof fetch;
    const error = await api.post('orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'kabelshop_orders_bad_field', message: 'Napomena je predugačka.' });
    expect((error as ApiError).fields.note).toBe('Napomena smije imati najviše 250 znakova.');
  });

  it('a status without a body gives the translated status message', async () => {
    global.fetch = respond(502, undefined) as unknown as typeof fetch;
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'http', status: 502, message: 'Zahtjev nije uspio, statusni kod 502.' });
  });

  it('a network failure is kind "network" with a translated message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(api.get('products')).rejects.toMatchObject({ kind: 'network', message: 'Greška mreže. Provjerite vezu i pokušajte ponovno.' });
  });

  it('a request over its time-out is kind "timeout"', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    await expect(api.get('products', { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a request aborted by the caller is kind "aborted"', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const controller = new AbortController();
    const pending = api.get('products', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', message: 'Zahtjev je prekinut.' });
  });
});
