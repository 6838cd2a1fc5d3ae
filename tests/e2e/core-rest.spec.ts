/**
 * Issue 26, item 5: a logged-in customer's browser session cannot change the account through
 * WordPress's own REST API. The customer logs in on wp-login.php, the account page prints the
 * session's wp_rest nonce (#kabelshop-config, as every island reads it), and the browser itself sends
 * POST /wp-json/wp/v2/users/me with that cookie and nonce: 403 kabelshop_core_route_forbidden for the
 * e-mail, the password and the roles, and the account still reads as before. Creating an
 * application password is refused the same way.
 */
import { test, expect } from '@playwright/test';
import { CUSTOMER, login } from './helpers';

test('users/me with a customer session and its nonce answers 403 and changes nothing', async ({ page }) => {
  await login(page, CUSTOMER, '/moj-racun/');
  const answers = await page.evaluate(async () => {
    const config = JSON.parse(document.getElementById('kabelshop-config')?.textContent ?? '{}') as { nonce?: string };
    const nonce = config.nonce ?? '';
    const send = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { code?: string; email?: string } };
    };
    return {
      nonce,
      before: await send('GET', '/wp-json/wp/v2/users/me?context=edit'),
      email: await send('POST', '/wp-json/wp/v2/users/me', { email: 'taken-over@example.test' }),
      password: await send('POST', '/wp-json/wp/v2/users/me', { password: 'No-Old-Password-Needed-1' }),
      roles: await send('POST', '/wp-json/wp/v2/users/me', { roles: ['administrator'] }),
      appPassword: await send('POST', '/wp-json/wp/v2/users/me/application-passwords', { name: 'forever' }),
      after: await send('GET', '/wp-json/wp/v2/users/me?context=edit'),
    };
  });
  expect(answers.nonce, 'the logged-in page printed a nonce').not.toBe('');
  expect(answers.before.status, 'the nonce is valid: the own account reads').toBe(200);
  expect(answers.before.body.email).toBe(CUSTOMER.login);
  for (const name of ['email', 'password', 'roles', 'appPassword'] as const) {
    expect(answers[name].status, name).toBe(403);
    expect(answers[name].body.code, name).toBe('kabelshop_core_route_forbidden');
  }
  expect(answers.after.body.email, 'the login e-mail is unchanged').toBe(CUSTOMER.login);

  // The password still is the old one: the customer logs in with it again.
  await page.context().clearCookies();
  await login(page, CUSTOMER, '/moj-racun/');
  await expect(page.locator('body.logged-in')).toBeVisible();
});
