/**
 * Helpers of the cluster specs: send a request to one node (X-Kabelshop-Node, honoured by nginx from
 * loopback, deploy/nginx/kabelshop-http.conf) and prove which node answered (the answer's
 * X-Kabelshop-Node, set by PHP from its pool's KABELSHOP_NODE).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Page, type Response } from '@playwright/test';

export type Node = 1 | 2;

/** The header that sends a request to a node. */
export const to = (node: Node): Record<string, string> => ({ 'X-Kabelshop-Node': String(node) });

/** The other node. */
export const other = (node: Node): Node => (node === 1 ? 2 : 1);

/** Asserts that an answer came from the node. */
export function servedBy(response: APIResponse | Response | null, node: Node): void {
  expect(response, 'an answer').toBeTruthy();
  expect(response?.headers()['x-kabelshop-node'], `answered by node ${node}`).toBe(String(node));
}

/** Opens a page on one node (every request of the page goes there) and asserts who served the document. */
export async function openOn(page: Page, node: Node, path: string): Promise<Response | null> {
  await page.setExtraHTTPHeaders(to(node));
  const response = await page.goto(path);
  servedBy(response, node);
  return response;
}

/**
 * The anti-forgery pair of a request context (GET kabelshop/v1/session on a node: the wp_rest nonce in
 * X-WP-Nonce, the XSRF-TOKEN cookie set when missing), as the islands get it (src/lib/api).
 */
export async function tokens(request: APIRequestContext, node: Node): Promise<Record<string, string>> {
  const response = await request.get('/wp-json/kabelshop/v1/session', { headers: to(node) });
  expect(response.status()).toBe(200);
  servedBy(response, node);
  const nonce = response.headers()['x-wp-nonce'] ?? '';
  expect(nonce, 'the session route hands out a nonce').not.toBe('');
  const cookies = (await request.storageState()).cookies;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  expect(xsrf, 'the XSRF-TOKEN cookie').not.toBe('');
  return { 'X-WP-Nonce': nonce, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/** Runs redis-cli against the cluster's Redis (bin/cluster.sh: .run/cluster-PORT/redis.sock). */
export function redis(...args: string[]): string {
  const port = new URL(process.env.KABELSHOP_TEST_URL ?? 'http://127.0.0.1:8081').port;
  return execFileSync('redis-cli', ['-s', join(process.cwd(), '.run', `cluster-${port}`, 'redis.sock'), ...args], { encoding: 'utf8' }).trim();
}

/**
 * The anti-forgery pair of a logged-in request context: the XSRF-TOKEN cookie as above, and the wp_rest
 * nonce of the user from core's admin-ajax.php?action=rest-nonce on a node (the session route's nonce
 * is a visitor's: REST counts a login cookie without a nonce as a visitor, WordPress's rule).
 */
export async function userTokens(request: APIRequestContext, node: Node): Promise<Record<string, string>> {
  const pair = await tokens(request, node);
  const response = await request.get('/wp-admin/admin-ajax.php?action=rest-nonce', { headers: to(node) });
  servedBy(response, node);
  expect(response.status(), 'a logged-in user gets a REST nonce').toBe(200);
  return { ...pair, 'X-WP-Nonce': (await response.text()).trim() };
}
