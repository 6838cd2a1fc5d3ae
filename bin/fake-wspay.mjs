#!/usr/bin/env node
/**
 * Local fake of the WSPay card gateway (issue 15) for development and the tests: nothing leaves the
 * machine and no card data is real. It speaks the protocol plugins/kabelshop-core/src/Payments/Gateway/WspayGateway.php
 * implements (WSPayForm 2.0 and the API services; every signature is the lowercase hex SHA-512 of
 * values concatenated without separators). Transactions live in memory only.
 *
 * Usage: node bin/fake-wspay.mjs PORT SHOP_ID SECRET_KEY NOTIFY_URL   (binds 127.0.0.1 only)
 *
 * - GET|POST /authorization.aspx: the hosted payment page (request signature checked). Card
 *   4000 0000 0000 0002 is declined, any other Luhn-valid number approved. Pay sends the buyer back
 *   to ReturnURL / ReturnErrorURL (signed), cancel to CancelURL (ShoppingCartID only), and POSTs the
 *   signed notification JSON to NOTIFY_URL after answering the browser (up to 3 retries, 1 s apart).
 * - POST /api/services/statusCheck | refund | void | completion: JSON in, JSON out, signed.
 * - Test helpers: GET /__transactions (JSON list), POST /__reset (forget everything and end the two
 *   switches below), POST /__hold {hold: true|false} (keep notifications instead of sending them;
 *   false sends the kept ones), POST /__status-down {down: true|false} (statusCheck answers 503, as
 *   an unreachable API would; the payment page and notifications still work).
 * docs/payments-gateway.md describes it.
 */
import { createServer } from 'node:http';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

const [portArg, SHOP_ID, SECRET, NOTIFY_URL] = process.argv.slice(2);
const PORT = Number(portArg);
if (!Number.isInteger(PORT) || PORT <= 0 || !SHOP_ID || !SECRET || !NOTIFY_URL) {
  console.error('usage: node bin/fake-wspay.mjs PORT SHOP_ID SECRET_KEY NOTIFY_URL');
  process.exit(2);
}

const DECLINED_CARD = '4000000000000002';
const NOTIFY_RETRIES = 3;
const NOTIFY_DELAY_MS = 1000;
const MAX_BODY = 1024 * 1024;

/** @type {Map<string, object>} WsPayOrderId -> transaction, in creation order. */
const transactions = new Map();

/** Test switches: notifications kept instead of sent, statusCheck down. */
const switches = { hold: false, statusDown: false };
/** @type {Array<[object, string]>} Notifications kept while switches.hold. */
const held = [];

const sign = (...values) => createHash('sha512').update(values.map(String).join('')).digest('hex');

function signatureMatches(expected, given) {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(String(given ?? '').toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** '1234,56' / '1.234,56' / '1234.56' -> cents, or null. */
function centsOf(totalAmount) {
  const text = String(totalAmount ?? '').trim();
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:[,.](\d{2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1].replace(/\./g, '')) * 100 + Number(m[2] ?? '0');
}

const commaAmount = (cents) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
const digits6 = () => String(randomInt(0, 1000000)).padStart(6, '0');

function dateTime(date = new Date()) {
  const p = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}

function cardName(number) {
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^3[068]/.test(number)) return 'DINERS';
  return 'CARD';
}

/** A transaction as WSPay reports it (notification and statusCheck answer), signed. */
function report(t) {
  const actionSuccess = '1';
  return {
    WsPayOrderId: t.WsPayOrderId,
    ShopID: SHOP_ID,
    ShoppingCartID: t.ShoppingCartID,
    STAN: t.STAN,
    ApprovalCode: t.ApprovalCode,
    Amount: t.amountCents / 100,
    CurrencyCode: 978,
    ActionSuccess: actionSuccess,
    Success: t.approved ? '1' : '0',
    Authorized: t.Authorized,
    Completed: t.Completed,
    Voided: t.Voided,
    Refunded: t.Refunded,
    CanBeVoided: t.CanBeVoided,
    CanBeRefunded: t.CanBeRefunded,
    CanBeCompleted: t.CanBeCompleted,
    TransactionDateTime: t.TransactionDateTime,
    ErrorMessage: t.ErrorMessage,
    CreditCardName: t.CreditCardName,
    CreditCardNumber: t.CreditCardNumber,
    Signature: sign(SHOP_ID, SECRET, actionSuccess, t.ApprovalCode, SECRET, SHOP_ID, t.ApprovalCode, t.WsPayOrderId),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs the transaction's report to NOTIFY_URL; retries up to NOTIFY_RETRIES times on a non-2xx answer or no answer. */
async function notify(t, why) {
  const body = JSON.stringify(report(t));
  for (let attempt = 1; attempt <= NOTIFY_RETRIES + 1; attempt += 1) {
    let status = 0;
    try {
      const res = await fetch(NOTIFY_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      status = res.status;
      await res.arrayBuffer();
    } catch (error) {
      status = `error ${error?.cause?.code ?? error?.message ?? error}`;
    }
    t.notifications.push({ why, attempt, status, at: new Date().toISOString() });
    console.log(`${new Date().toISOString()} notify ${why} ${t.ShoppingCartID} ${t.WsPayOrderId} attempt ${attempt} -> ${status}`);
    if (typeof status === 'number' && status >= 200 && status <= 299) return;
    if (attempt <= NOTIFY_RETRIES) await sleep(NOTIFY_DELAY_MS);
  }
}

const notifyLater = (t, why) => {
  if (switches.hold) {
    held.push([t, why]);
    return;
  }
  setImmediate(() => notify(t, why).catch((e) => console.error('notify failed', e)));
};

// ---------------------------------------------------------------- the payment page

const TEXT = {
  EN: {
    heading: 'Card payment (test gateway)',
    notice: 'This is a local fake of the WSPay gateway for development and tests. No money moves; do not enter a real card.',
    shop: 'Shop',
    cart: 'Order (ShoppingCartID)',
    amount: 'Amount',
    card: 'Card number',
    cardHint: 'Test cards: 4111 1111 1111 1111 is approved, 4000 0000 0000 0002 is declined.',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    pay: 'Pay',
    cancel: 'Cancel and return to the shop',
    errorsTitle: 'Please correct the following:',
    badCard: 'The card number is not valid (Luhn check failed).',
    badExpiry: 'Enter the expiry date as MM/YY.',
    badCvv: 'The security code has 3 or 4 digits.',
    approved: 'Payment approved. Returning to the shop…',
    declined: 'Transaction declined. Returning to the shop…',
    back: 'Return to the shop',
  },
  HR: {
    heading: 'Plaćanje karticom (testni pristupnik)',
    notice: 'Ovo je lokalna simulacija pristupnika WSPay za razvoj i testove. Novac se ne prenosi; ne upisujte pravu karticu.',
    shop: 'Trgovina',
    cart: 'Narudžba (ShoppingCartID)',
    amount: 'Iznos',
    card: 'Broj kartice',
    cardHint: 'Testne kartice: 4111 1111 1111 1111 se odobrava, 4000 0000 0000 0002 se odbija.',
    expiry: 'Datum isteka (MM/GG)',
    cvv: 'Sigurnosni kod (CVV)',
    pay: 'Plati',
    cancel: 'Odustani i vrati se u trgovinu',
    errorsTitle: 'Molimo ispravite sljedeće:',
    badCard: 'Broj kartice nije ispravan (Luhnova provjera nije prošla).',
    badExpiry: 'Upišite datum isteka kao MM/GG.',
    badCvv: 'Sigurnosni kod ima 3 ili 4 znamenke.',
    approved: 'Plaćanje je odobreno. Povratak u trgovinu…',
    declined: 'Transakcija je odbijena. Povratak u trgovinu…',
    back: 'Povratak u trgovinu',
  },
};

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}.notice{background:#fff7d6;padding:.5rem .75rem;border-left:4px solid #b58900}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:.25rem}
input[aria-invalid=true]{border:2px solid #b00020}.hint{color:#444;font-size:.9rem;margin:.25rem 0 0}.field-error{color:#b00020;margin:.25rem 0 0}
.errors{border:2px solid #b00020;padding:.5rem .75rem;margin:1rem 0}.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem;align-items:center}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.25rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(lang, body, status = 200) {
  const htmlLang = lang === 'HR' ? 'hr' : 'en';
  return {
    status,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>WSPay test payment (local fake)</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
  };
}

const errorPage = (message, status = 400) =>
  page('EN', `<h1>WSPay test payment (local fake)</h1><p role="alert"><strong>${escapeHtml(message)}</strong></p><p>No payment is possible with this request.</p>`, status);

const hidden = (fields) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The form fields the shop sent, carried through the pay step unchanged (the signature is checked again). */
const REQUEST_FIELDS = [
  'ShopID', 'ShoppingCartID', 'Version', 'TotalAmount', 'Signature', 'ReturnURL', 'ReturnErrorURL', 'CancelURL',
  'ReturnMethod', 'Lang', 'CustomerFirstName', 'CustomerLastName', 'CustomerAddress', 'CustomerCity', 'CustomerZIP',
  'CustomerCountry', 'CustomerPhone', 'CustomerEmail',
];

function validateRequest(f) {
  if (f.ShopID !== SHOP_ID) return 'Unknown ShopID';
  const cents = centsOf(f.TotalAmount);
  if (!f.ShoppingCartID || cents === null || cents <= 0) return 'Missing or malformed ShoppingCartID or TotalAmount';
  const expected = sign(SHOP_ID, SECRET, f.ShoppingCartID, SECRET, String(f.TotalAmount).replace(/\D/g, ''), SECRET);
  if (!signatureMatches(expected, f.Signature)) return 'Invalid signature';
  for (const key of ['ReturnURL', 'ReturnErrorURL', 'CancelURL']) {
    if (!/^https?:\/\//.test(f[key] ?? '')) return `Missing or malformed ${key}`;
  }
  for (const t of transactions.values()) {
    if (t.ShoppingCartID === f.ShoppingCartID && t.approved) return 'This ShoppingCartID has already been paid';
  }
  return null;
}

function paymentPage(f, values = {}, errors = {}) {
  const lang = f.Lang === 'HR' ? 'HR' : 'EN';
  const tx = TEXT[lang];
  const request = Object.fromEntries(REQUEST_FIELDS.filter((k) => f[k] !== undefined).map((k) => [k, f[k]]));
  const list = Object.values(errors);
  const field = (id, name, label, value, extra, hint) => {
    const described = [hint ? `${id}-hint` : '', errors[name] ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<label for="${id}">${escapeHtml(label)}</label>`
      + `<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${extra} required`
      + `${described ? ` aria-describedby="${described}"` : ''}${errors[name] ? ' aria-invalid="true"' : ''}>`
      + (hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '')
      + (errors[name] ? `<p class="field-error" id="${id}-error">${escapeHtml(errors[name])}</p>` : '');
  };
  const cancelMethod = (f.ReturnMethod ?? 'POST').toUpperCase() === 'GET' ? 'get' : 'post';
  const body = `<h1>${escapeHtml(tx.heading)}</h1>
<p class="notice">${escapeHtml(tx.notice)}</p>
${list.length ? `<div class="errors" role="alert" tabindex="-1" id="errors"><p><strong>${escapeHtml(tx.errorsTitle)}</strong></p><ul>${list.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>` : ''}
<dl><dt>${escapeHtml(tx.shop)}</dt><dd>${escapeHtml(f.ShopID)}</dd><dt>${escapeHtml(tx.cart)}</dt><dd>${escapeHtml(f.ShoppingCartID)}</dd><dt>${escapeHtml(tx.amount)}</dt><dd>${escapeHtml(commaAmount(centsOf(f.TotalAmount)))} EUR</dd></dl>
<form method="post" action="/authorization.aspx">${hidden(request)}<input type="hidden" name="FakeAction" value="pay">
${field('card', 'CardNumber', tx.card, values.CardNumber ?? '4111 1111 1111 1111', 'inputmode="numeric" autocomplete="cc-number"', tx.cardHint)}
${field('expiry', 'ExpiryDate', tx.expiry, values.ExpiryDate ?? '12/30', 'inputmode="numeric" autocomplete="cc-exp"')}
${field('cvv', 'CVV', tx.cvv, values.CVV ?? '123', 'inputmode="numeric" autocomplete="cc-csc"')}
<div class="actions"><button type="submit">${escapeHtml(tx.pay)}</button></div></form>
<form method="${cancelMethod}" action="${escapeHtml(f.CancelURL)}">${hidden({ ShoppingCartID: f.ShoppingCartID })}<div class="actions"><button type="submit" class="secondary">${escapeHtml(tx.cancel)}</button></div></form>
${list.length ? '<script>document.getElementById("errors").focus()</script>' : ''}`;
  return page(lang, body, list.length ? 422 : 200);
}

function pay(f) {
  const lang = f.Lang === 'HR' ? 'HR' : 'EN';
  const tx = TEXT[lang];
  const number = String(f.CardNumber ?? '').replace(/[\s-]/g, '');
  const errors = {};
  if (!luhnValid(number)) errors.CardNumber = tx.badCard;
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(String(f.ExpiryDate ?? '').trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) errors.ExpiryDate = tx.badExpiry;
  if (!/^\d{3,4}$/.test(String(f.CVV ?? '').trim())) errors.CVV = tx.badCvv;
  if (Object.keys(errors).length) return paymentPage(f, f, errors);

  const approved = number !== DECLINED_CARD;
  const t = {
    WsPayOrderId: randomUUID(),
    ShoppingCartID: f.ShoppingCartID,
    STAN: digits6(),
    ApprovalCode: approved ? digits6() : '',
    amountCents: centsOf(f.TotalAmount),
    refundedCents: 0,
    approved,
    Authorized: approved ? 1 : 0,
    Completed: approved ? 1 : 0,
    Voided: 0,
    Refunded: 0,
    CanBeVoided: approved ? 1 : 0,
    CanBeRefunded: approved ? 1 : 0,
    CanBeCompleted: 0,
    TransactionDateTime: dateTime(),
    ErrorMessage: approved ? '' : 'Transaction declined',
    CreditCardName: cardName(number),
    CreditCardNumber: `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`,
    notifications: [],
  };
  transactions.set(t.WsPayOrderId, t);
  notifyLater(t, approved ? 'approved' : 'declined');

  const success = approved ? '1' : '0';
  const fields = {
    ShoppingCartID: t.ShoppingCartID,
    Success: success,
    ApprovalCode: t.ApprovalCode,
    Signature: sign(SHOP_ID, SECRET, t.ShoppingCartID, SECRET, success, SECRET, t.ApprovalCode, SECRET),
    WsPayOrderId: t.WsPayOrderId,
    STAN: t.STAN,
    Amount: commaAmount(t.amountCents),
    ErrorMessage: t.ErrorMessage,
  };
  const target = approved ? f.ReturnURL : f.ReturnErrorURL;
  const method = (f.ReturnMethod ?? 'POST').toUpperCase() === 'GET' ? 'get' : 'post';
  return page(
    lang,
    `<h1>${escapeHtml(tx.heading)}</h1><p role="status">${escapeHtml(approved ? tx.approved : tx.declined)}</p>
<form id="return" method="${method}" action="${escapeHtml(target)}">${hidden(fields)}<button type="submit">${escapeHtml(tx.back)}</button></form>
<script>document.getElementById("return").submit()</script>`,
  );
}

function authorization(f) {
  const problem = validateRequest(f);
  if (problem) return errorPage(problem);
  return f.FakeAction === 'pay' ? pay(f) : paymentPage(f);
}

// ---------------------------------------------------------------- API services

function findByCart(cartId) {
  let found = null;
  for (const t of transactions.values()) {
    if (t.ShoppingCartID === cartId && (!found || t.approved || !found.approved)) found = t;
  }
  return found;
}

function statusCheck(b) {
  const shop = b.ShopId ?? b.ShopID;
  const cart = b.ShoppingCartId ?? b.ShoppingCartID ?? '';
  const expected = sign(SHOP_ID, SECRET, cart, SECRET, SHOP_ID, cart);
  const fail = (message) => ({
    ShopID: SHOP_ID,
    ShoppingCartID: cart,
    ActionSuccess: '0',
    ErrorMessage: message,
    Signature: sign(SHOP_ID, SECRET, '0', '', SECRET, SHOP_ID, '', ''),
  });
  if (shop !== SHOP_ID || !signatureMatches(expected, b.Signature)) return fail('Invalid signature');
  const t = findByCart(cart);
  return t ? report(t) : fail('Transaction not found');
}

function action(service, b) {
  const orderId = String(b.WsPayOrderId ?? '');
  const amount = Number(b.Amount);
  const t = transactions.get(orderId);
  const answer = (success, message, src = t) => {
    const stan = src ? src.STAN : String(b.STAN ?? '');
    const approval = src ? src.ApprovalCode : String(b.ApprovalCode ?? '');
    return {
      WsPayOrderId: orderId,
      ShopID: SHOP_ID,
      ApprovalCode: approval,
      STAN: stan,
      ErrorMessage: message,
      ActionSuccess: success,
      Signature: sign(SHOP_ID, SECRET, stan, success, SECRET, approval, orderId),
    };
  };
  const expected = sign(SHOP_ID, orderId, SECRET, b.STAN ?? '', SECRET, b.ApprovalCode ?? '', SECRET, b.Amount ?? '', SECRET, orderId);
  if (b.ShopID !== SHOP_ID || !signatureMatches(expected, b.Signature)) return answer('0', 'Invalid signature', null);
  if (!t) return answer('0', 'Transaction not found', null);
  if (!Number.isInteger(amount) || amount <= 0) return answer('0', 'Invalid amount');
  if (!t.approved) return answer('0', 'Transaction was not approved');
  if (service === 'void') {
    if (t.Voided || t.Refunded) return answer('0', 'Transaction cannot be voided');
    Object.assign(t, { Voided: 1, CanBeVoided: 0, CanBeRefunded: 0, CanBeCompleted: 0 });
    notifyLater(t, 'voided');
  } else if (service === 'refund') {
    if (!t.Completed || t.Voided) return answer('0', 'Transaction cannot be refunded');
    if (amount > t.amountCents - t.refundedCents) return answer('0', 'Amount exceeds the amount that can be refunded');
    t.refundedCents += amount;
    Object.assign(t, { Refunded: 1, CanBeVoided: 0, CanBeRefunded: t.refundedCents < t.amountCents ? 1 : 0 });
    notifyLater(t, 'refunded');
  } else {
    if (!t.Authorized || t.Completed || t.Voided) return answer('0', 'Transaction cannot be completed');
    if (amount > t.amountCents) return answer('0', 'Amount exceeds the authorised amount');
    Object.assign(t, { Completed: 1, CanBeCompleted: 0, CanBeRefunded: 1 });
    notifyLater(t, 'completed');
  }
  return answer('1', '');
}

// ---------------------------------------------------------------- HTTP

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (value, status = 200) => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(value) });

const publicTransaction = (t) => ({ ...report(t), AmountCents: t.amountCents, RefundedCents: t.refundedCents, notifications: t.notifications });

async function route(req) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.toLowerCase();
  const raw = req.method === 'POST' ? await readBody(req) : '';
  const isJson = /json/i.test(req.headers['content-type'] ?? '');

  if (path === '/authorization.aspx' && (req.method === 'GET' || req.method === 'POST')) {
    const fields = Object.fromEntries(url.searchParams);
    if (req.method === 'POST') Object.assign(fields, Object.fromEntries(new URLSearchParams(raw)));
    return authorization(fields);
  }
  const api = /^\/api\/services\/(statuscheck|refund|void|completion)$/.exec(path);
  if (api && req.method === 'POST') {
    if (api[1] === 'statuscheck' && switches.statusDown) return json({ ErrorMessage: 'Service unavailable (test switch)' }, 503);
    let body;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      return json({ ActionSuccess: '0', ErrorMessage: 'Invalid JSON' }, 400);
    }
    if (!isJson || !body || typeof body !== 'object') return json({ ActionSuccess: '0', ErrorMessage: 'Expected a JSON object' }, 400);
    return json(api[1] === 'statuscheck' ? statusCheck(body) : action(api[1], body));
  }
  if (path === '/__transactions' && req.method === 'GET') return json([...transactions.values()].map(publicTransaction));
  if (path === '/__reset' && req.method === 'POST') {
    transactions.clear();
    held.length = 0;
    Object.assign(switches, { hold: false, statusDown: false });
    return json({ reset: true });
  }
  if ((path === '/__hold' || path === '/__status-down') && req.method === 'POST') {
    let body = {};
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      return json({ ErrorMessage: 'Invalid JSON' }, 400);
    }
    if (path === '/__hold') {
      switches.hold = body.hold === true;
      if (!switches.hold) held.splice(0).forEach(([t, why]) => notifyLater(t, why));
    } else {
      switches.statusDown = body.down === true;
    }
    return json({ ...switches, held: held.length });
  }
  return json({ ErrorMessage: 'Not found' }, 404);
}

const server = createServer((req, res) => {
  route(req)
    .catch((error) => {
      console.error(error);
      return json({ ErrorMessage: 'Internal error' }, 500);
    })
    .then((answer) => {
      res.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' });
      res.end(answer.body);
      console.log(`${new Date().toISOString()} ${req.method} ${req.url} -> ${answer.status}`);
    });
});
server.listen(PORT, '127.0.0.1', () => console.log(`fake WSPay on http://127.0.0.1:${PORT} (shop ${SHOP_ID}), notifications to ${NOTIFY_URL}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
