// Catalogue search over HTTP (issue 16): latency of GET kabelshop/v1/products (the catalogue
// island's search) and, beside it, of core's GET /wp/v2/search over the same cable types, against a
// site that serves a bench database (bench/search-http.sh builds and serves it; any base URL, e.g.
// the production stack of bin/cluster.sh, works the same).
//
// Per route: a warm-up, then N requests one after the other (sequential) and N requests with C at
// once (concurrent), each timed from sending the request to the last byte of the answer, over
// keep-alive connections (a server that closes the connection, as PHP's built-in server does, costs
// a new TCP connect per request; the output says which it did). Prints p50/p95/max in ms and
// requests per second, and compares p95 with the target.
//
// Usage: node bench/search-http.mjs BASE_URL [--label TEXT] [--articles N] [--target MS]
//          [--requests N] [--concurrency C] [--warmup N] [--dump FILE]
//   The article count is the site's own (X-Kabelshop-Articles-Total of the empty search), the
//   synthetic count that of a search for "synthetic" (bench/synthetic.php adds the word).
//   --dump FILE writes every search's answer (status, totals, body) as JSON and measures nothing:
//   two dumps taken before and after a change of the search code must be identical.
// Exit 0; a missed target is printed as a miss (the bench reports, it does not fail the run).
import http from 'node:http';
import https from 'node:https';
import { writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const base = (args.find((a) => !a.startsWith('--')) || 'http://127.0.0.1:8193').replace(/\/$/, '');
const opt = (name, fallback) => {
	const i = args.indexOf(`--${name}`);
	return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const label = opt('label', base);
const target = Number(opt('target', '20'));
const requests = Number(opt('requests', '300'));
const concurrency = Number(opt('concurrency', '4'));
const warmup = Number(opt('warmup', '30'));
const dump = opt('dump', '');

// The searches of bench/search.php, as the catalogue island asks them (GET kabelshop/v1/products).
const catalogue = [
	{},
	{ search: '3x2,5' },
	{ search: 'nym 3G1.5' },
	{ search: 'xp 00' },
	{ search: 'pp-y' },
	{ search: 'jednožilni' },
	{ search: 'KS-NYMJ-3X2.5-R' },
	{ category: 'flexible-cables', cores: '3' },
	{ search: 'kabel', cross_section: '2.5' },
	{ page: '2' },
	{ voltage: '0.6-1kV', armoured: '1' },
	{ search: 'kabel', conductor: '5', hf: '1' },
];
// Core's search over the same cable types: the same texts (core searches title, excerpt and
// content of the posts; it knows no sizes, filters or articles), 12 per page like the catalogue.
const core = ['nym', '3x2,5', 'nym 3G1.5', 'xp 00', 'pp-y', 'jednožilni', 'KS-NYMJ-3X2.5-R', 'kabel', 'flexible', 'cu/pvc'].map(
	(search) => ({ search, subtype: 'kabelshop_cable', per_page: '12' }),
);
const routes = [
	{ name: 'catalogue search  GET kabelshop/v1/products', path: '/wp-json/kabelshop/v1/products', queries: catalogue.map((q) => ({ per_page: '12', ...q })) },
	{ name: 'core search       GET wp/v2/search (cable types)', path: '/wp-json/wp/v2/search', queries: core },
];

const client = base.startsWith('https:') ? https : http;
const agent = new client.Agent({ keepAlive: true, maxSockets: Math.max(1, concurrency) });
const seen = { server: new Set(), nodes: new Map(), connection: new Set(), cache: new Map(), sockets: new Set() };

function get(url) {
	return new Promise((resolve, reject) => {
		const start = process.hrtime.bigint();
		const req = client.get(url, { agent, headers: { Accept: 'application/json' } }, (res) => {
			const chunks = [];
			res.on('data', (c) => chunks.push(c));
			res.on('end', () => {
				const ms = Number(process.hrtime.bigint() - start) / 1e6;
				seen.server.add(res.headers.server || '(no Server header)');
				seen.connection.add(res.headers.connection || 'keep-alive');
				const node = res.headers['x-kabelshop-node'];
				if (node) seen.nodes.set(node, (seen.nodes.get(node) || 0) + 1);
				for (const [k, v] of Object.entries(res.headers)) {
					if (/cache-status|x-cache|x-fastcgi-cache/i.test(k)) seen.cache.set(`${k}: ${v}`, (seen.cache.get(`${k}: ${v}`) || 0) + 1);
				}
				resolve({ ms, status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
			});
			res.on('error', reject);
		});
		req.on('socket', (s) => seen.sockets.add(s));
		req.on('error', reject);
	});
}

const urlOf = (route, q) => `${base}${route.path}?${new URLSearchParams(q)}`;

async function run(route, count, parallel) {
	const times = [];
	let errors = 0;
	let next = 0;
	const t0 = process.hrtime.bigint();
	async function worker() {
		while (next < count) {
			const i = next++;
			const r = await get(urlOf(route, route.queries[i % route.queries.length]));
			if (r.status !== 200) errors++;
			times.push(r.ms);
		}
	}
	await Promise.all(Array.from({ length: parallel }, worker));
	const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
	times.sort((a, b) => a - b);
	const p = (q) => times[Math.max(0, Math.ceil(q * times.length) - 1)];
	return { p50: p(0.5), p95: p(0.95), max: times[times.length - 1], rps: count / seconds, errors };
}

// The dump also covers what the timed searches leave out: other pages, filters alone, no hits.
const dumpOnly = [
	{ search: 'kabel', page: '2' },
	{ category: 'installation-cables' },
	{ hf: '1' },
	{ screened: '1', per_page: '5' },
	{ cores: '5', cross_section: '2,5' },
	{ search: 'nym', per_page: '1', page: '1' },
	{ search: 'zzzz-no-such-cable' },
	{ page: '9' },
	{ search: 'syn-17-' },
	{ per_page: '100' },
];
if (dump) {
	const out = [];
	for (const q of [...routes[0].queries, ...dumpOnly.map((q) => ({ per_page: '12', ...q }))]) {
		const r = await get(urlOf(routes[0], q));
		out.push({ query: q, status: r.status, total: r.headers['x-wp-total'], articles: r.headers['x-kabelshop-articles-total'], body: JSON.parse(r.body) });
	}
	writeFileSync(dump, `${JSON.stringify(out, null, 1)}\n`);
	console.log(`wrote ${out.length} answers to ${dump}`);
	agent.destroy();
	process.exit(0);
}

const articles = Number((await get(urlOf(routes[0], { per_page: '1' }))).headers['x-kabelshop-articles-total'] || 0);
const synthetic = Number((await get(urlOf(routes[0], { per_page: '1', search: 'synthetic' }))).headers['x-kabelshop-articles-total'] || 0);
console.log(`server: ${label} (${base})`);
console.log(`articles: ${articles} published, of which ${synthetic} SYNTHETIC (made from the real rows: codes SYN-<n>-<real code>, bench/synthetic.php)`);
console.log(`per route: ${warmup} warm-up requests, then ${requests} sequential and ${requests} with ${concurrency} at once; p95 target ${target} ms (catalogue search)`);
const verdicts = [];
for (const route of routes) {
	seen.sockets.clear();
	for (let i = 0; i < warmup; i++) await get(urlOf(route, route.queries[i % route.queries.length]));
	const seq = await run(route, requests, 1);
	const par = await run(route, requests, concurrency);
	const fmt = (r) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s${r.errors ? `, ${r.errors} answers not 200` : ''}`;
	const isCatalogue = route === routes[0];
	const verdict = (r) => (isCatalogue ? (r.p95 <= target ? `  (<= ${target} ms: met)` : `  (> ${target} ms: MISSED)`) : '');
	console.log(`${route.name}`);
	console.log(`  sequential:    ${fmt(seq)}${verdict(seq)}`);
	console.log(`  ${concurrency} concurrent:  ${fmt(par)}${verdict(par)}`);
	if (isCatalogue) {
		const v = (r) => `${r.p95.toFixed(1)} ms (${r.p95 <= target && !r.errors ? 'met' : 'MISSED'})`;
		verdicts.push(`sequential p95 ${v(seq)}, ${concurrency} concurrent p95 ${v(par)}; core /wp/v2/search`);
	} else {
		verdicts.push(`sequential p95 ${seq.p95.toFixed(1)} ms, ${concurrency} concurrent p95 ${par.p95.toFixed(1)} ms`);
	}
	console.log(`  connections:   ${seen.sockets.size} for ${warmup + 2 * requests} requests (Connection: ${[...seen.connection].join(', ')})`);
}
console.log(`answered by: Server ${[...seen.server].join(', ')}${seen.nodes.size ? `; nodes ${[...seen.nodes].map(([n, c]) => `${n} x${c}`).join(', ')}` : ''}${seen.cache.size ? `; ${[...seen.cache].map(([n, c]) => `${n} x${c}`).join(', ')}` : ''}`);
console.log(`RESULT catalogue search at ${articles} articles (target p95 <= ${target} ms): ${verdicts.join(' ')}`);
agent.destroy();
