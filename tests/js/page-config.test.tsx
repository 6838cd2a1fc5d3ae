/**
 * The page config (REST base, wp_rest nonce, locale) is printed once per page
 * (#kabelshop-config) and read once; a fresher nonce an API answer brought is kept, however many
 * islands mount afterwards (their envelopes carry no nonce, and one that did would be ignored).
 */
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { mountIsland } from '../../src/islands/mount';
import { mounted } from './helpers';
import { api, client } from '../../src/lib/api';
import { getConfig } from '../../src/lib/config';
import { loadNamespaces } from '../../src/lib/i18n';

const sent: string[] = [];

function mountPoint(id: string, envelope: unknown): string {
  return (
    `<div id="${id}" data-island="header-cart"><a href="/checkout/">cart</a></div>` +
    `<script type="application/json" id="${id}-props">${JSON.stringify(envelope)}</script>`
  );
}

beforeAll(async () => {
  document.body.innerHTML =
    '<script type="application/json" id="kabelshop-config">{"restUrl":"http://localhost/wp-json/kabelshop/v1/","nonce":"page-nonce","locale":"en-US"}</script>' +
    mountPoint('island-header-cart-1', { island: 'header-cart', props: { checkoutUrl: '/checkout/' } }) +
    // As an older page printed it: a nonce in the envelope must not reset the page's.
    mountPoint('island-header-cart-2', { island: 'header-cart', restUrl: '/elsewhere/', nonce: 'stale-nonce', locale: 'hr-HR', props: { checkoutUrl: '/checkout/' } });
  await loadNamespaces('en-US', ['cart']);
  client.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    sent.push(String(config.headers.get('X-WP-Nonce')));
    return { data: '[]', status: 200, statusText: '', headers: new AxiosHeaders({ 'X-WP-Nonce': 'fresh-nonce' }), config, request: {} };
  }) as AxiosAdapter;
});

it('reads the printed config once and never lets a later mount overwrite a fresher nonce', async () => {
  expect(getConfig()).toEqual({ restUrl: 'http://localhost/wp-json/kabelshop/v1/', nonce: 'page-nonce', locale: 'en-US' });
  await mounted(() => mountIsland(document.getElementById('island-header-cart-1') as HTMLElement, (p) => p));
  await api.get('products');
  expect(getConfig().nonce).toBe('fresh-nonce');
  await mounted(() => mountIsland(document.getElementById('island-header-cart-2') as HTMLElement, (p) => p));
  expect(document.getElementById('island-header-cart-2')).not.toHaveTextContent(/^cart$/);
  expect(getConfig()).toEqual({ restUrl: 'http://localhost/wp-json/kabelshop/v1/', nonce: 'fresh-nonce', locale: 'en-US' });
  await api.get('products');
  expect(sent).toEqual(['page-nonce', 'fresh-nonce']);
});
