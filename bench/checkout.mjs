// Checkout under load (issue 16): N approved business customers, each logged in with its own
// cookies, nonce and XSRF token the way the islands get them, place an order through the real REST
// checkout (POST kabelshop/v1/orders) at the same moment, for several rounds; after each round every
// buyer sends the same request again with the same Idempotency-Key (a retry after a lost answer),
// which must answer the same order and write nothing. Prints the latency of the checkout requests
// (p50/p95/max) against the target and writes every request and answer to OUT for
// `php bench/checkout.php verify OUT`, which checks the orders in the database.
//
// Per buyer, as a browser: GET wp-login.php (test cookie, XSRF-TOKEN cookie, the form's _ks_xsrf
// field), POST wp-login.php (the logged-in cookies), GET the checkout page /blagajna/ (a logged-in
// page prints the wp_rest nonce in #kabelshop-config); when the nonce or the XSRF-TOKEN cookie is
// still missing, GET kabelshop/v1/session (nonce in X-WP-Nonce, sets the cookie), as lib/api does.
// Writes carry X-WP-Nonce and X-XSRF-TOKEN (the cookie's value). Each buyer has its own keep-alive
// connection.
//
// Usage: node bench/checkout.mjs BASE_URL SETUP_JSON OUT_JSON [--rounds 5] [--target 300] [--label TEXT]
//   SETUP_JSON: the output of `php bench/checkout.php setup N` (buyers, articles).
import http from 'node:http';
import https from 'node:https';
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const [baseArg, setupFile, outFile] = positional;
const opt = (name, fallback) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const base = (baseArg || 'http://127.0.0.1:8193').replace(/\/$/, '');
const rounds = Number(opt('rounds', '5'));
const target = Number(opt('target', '300'));
const label = opt('label', base);
const setup = JSON.parse(readFileSync(setupFile, 'utf8'));
const client = base.startsWith('https:') ? https : http;
const runId = Date.now().toString(36);

/** One browser: a cookie jar, a keep-alive connection, the nonce. */
class Buyer {
	constructor(index, account) {
		this.index = index;
		this.account = account;
		this.jar = new Map();
		this.nonce = '';
		this.agent = new client.Agent({ keepAlive: true, maxSockets: 1 });
	}

	request(method, path, { headers = {}, body } = {}) {
		return new Promise((resolve, reject) => {
			const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
			const start = process.hrtime.bigint();
			const req = client.request(`${base}${path}`, { method, agent: this.agent, headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
				const chunks = [];
				res.on('data', (c) => chunks.push(c));
				res.on('end', () => {
					const ms = Number(process.hrtime.bigint() - start) / 1e6;
					for (const line of res.headers['set-cookie'] || []) {
						const [pair] = line.split(';');
						const eq = pair.indexOf('=');
						const name = pair.slice(0, eq).trim();
						const value = pair.slice(eq + 1).trim();
						if (/expires=Thu, 01 Jan 1970|max-age=0/i.test(line) || value === 'deleted') this.jar.delete(name);
						else this.jar.set(name, value);
					}
					const fresh = res.headers['x-wp-nonce'];
					if (typeof fresh === 'string' && fresh && this.loggedIn) this.nonce = fresh;
					resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms });
				});
				res.on('error', reject);
			});
			req.on('error', reject);
			if (body !== undefined) req.write(body);
			req.end();
		});
	}

	async login() {
		const form = await this.request('GET', '/wp-login.php');
		const token = /name="_ks_xsrf" value="([^"]+)"/.exec(form.body)?.[1] || '';
		const body = new URLSearchParams({ log: this.account.login, pwd: this.account.password, 'wp-submit': 'Log In', redirect_to: `${base}/`, testcookie: '1', _ks_xsrf: token }).toString();
		const res = await this.request('POST', '/wp-login.php', { headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }, body });
		if (res.status !== 302 || ![...this.jar.keys()].some((k) => k.startsWith('wordpress_logged_in_'))) {
			throw new Error(`login of ${this.account.login} failed: ${res.status} ${res.body.replace(/\s+/g, ' ').slice(0, 300)}`);
		}
		this.loggedIn = true;
		const page = await this.request('GET', '/blagajna/');
		const config = /<script[^>]*id="kabelshop-config"[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1];
		if (config) this.nonce = JSON.parse(config).nonce || '';
		if (!this.nonce || !this.jar.get('XSRF-TOKEN')) {
			await this.request('GET', '/wp-json/kabelshop/v1/session', { headers: this.nonce ? { 'X-WP-Nonce': this.nonce } : {} });
		}
		if (!this.nonce || !this.jar.get('XSRF-TOKEN')) throw new Error(`${this.account.login}: no nonce or XSRF-TOKEN after the checkout page and GET session`);
	}

	async order(key, payload) {
		const body = JSON.stringify(payload);
		const res = await this.request('POST', '/wp-json/kabelshop/v1/orders', {
			headers: {
				'Content-Type': 'application/json',
				'Content-Length': Buffer.byteLength(body),
				Accept: 'application/json',
				'X-WP-Nonce': this.nonce,
				'X-XSRF-TOKEN': decodeURIComponent(this.jar.get('XSRF-TOKEN') || ''),
				'Idempotency-Key': key,
				'X-Kabelshop-Lang': 'en',
			},
			body,
		});
		let json = null;
		try {
			json = JSON.parse(res.body);
		} catch {
			json = null;
		}
		return { status: res.status, ms: res.ms, orderId: json?.order?.id ?? null, error: res.status >= 300 ? res.body.slice(0, 300) : '', node: res.headers['x-kabelshop-node'] || '' };
	}
}

/** The lines of buyer u in round r: two rings in whole rings and a drum article cut to length. */
function linesFor(u, r) {
	const [ring1, ring2, drum] = setup.articles;
	return [
		{ article_code: ring1.article_code, quantity_m: ring1.package_length_m * (1 + ((u + r) % 3)) },
		{ article_code: ring2.article_code, quantity_m: ring2.package_length_m * (1 + (u % 2)) },
		{ article_code: drum.article_code, quantity_m: drum.package_length_m + 10 * (u + 1) + r },
	];
}

const stats = (times) => {
	const s = [...times].sort((a, b) => a - b);
	const p = (q) => s[Math.max(0, Math.ceil(q * s.length) - 1)];
	return { p50: p(0.5), p95: p(0.95), max: s[s.length - 1], n: s.length };
};
const fmt = (r) => `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms (${r.n} requests)`;

const buyers = setup.buyers.map((account, i) => new Buyer(i, account));
const t0 = Date.now();
await Promise.all(buyers.map((b) => b.login()));
console.log(`server: ${label} (${base})`);
console.log(`${buyers.length} buyers logged in (own cookies, nonce, XSRF token) in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${rounds} rounds, all buyers at once, then each retries its key once`);
const requests = [];
const first = [];
const retries = [];
const nodes = new Map();
for (let r = 0; r < rounds; r++) {
	const round = buyers.map((b, u) => ({ b, u, key: `bench-${runId}-r${r}-u${u}`, payload: { lines: linesFor(u, r), note: `bench round ${r + 1}`, delivery: { method: 'pickup' }, payment: 'bank_transfer' } }));
	for (const [kind, bucket] of [['first', first], ['retry', retries]]) {
		const answers = await Promise.all(round.map(({ b, key, payload }) => b.order(key, payload)));
		answers.forEach((a, i) => {
			bucket.push(a.ms);
			if (a.node) nodes.set(a.node, (nodes.get(a.node) || 0) + 1);
			requests.push({ kind, round: r, login: round[i].b.account.login, key: round[i].key, body: round[i].payload, status: a.status, order_id: a.orderId, error: a.error, ms: a.ms });
		});
	}
}
writeFileSync(outFile, `${JSON.stringify({ setup, started: Math.floor(t0 / 1000), requests }, null, 1)}\n`);
const byStatus = requests.reduce((m, r) => m.set(`${r.kind} ${r.status}`, (m.get(`${r.kind} ${r.status}`) || 0) + 1), new Map());
const f = stats(first);
const all = stats([...first, ...retries]);
console.log(`answers: ${[...byStatus].map(([k, n]) => `${k} x${n}`).join(', ')}${nodes.size ? `; nodes ${[...nodes].map(([n, c]) => `${n} x${c}`).join(', ')}` : ''}`);
console.log(`new orders (${buyers.length} at once): ${fmt(f)}`);
console.log(`retries, same key (${buyers.length} at once): ${fmt(stats(retries))}`);
console.log(`all checkout requests:        ${fmt(all)}`);
console.log(`RESULT checkout, ${buyers.length} concurrent buyers (target p95 <= ${target} ms): new orders p95 ${f.p95.toFixed(0)} ms (${f.p95 <= target ? 'met' : 'MISSED'}), all requests p95 ${all.p95.toFixed(0)} ms (${all.p95 <= target ? 'met' : 'MISSED'})`);
for (const b of buyers) b.agent.destroy();
