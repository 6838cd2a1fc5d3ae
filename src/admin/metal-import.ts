/**
 * wp-admin "Kabelshop -> Metal prices": sends the chosen CSV to
 * POST kabelshop/v1/admin/metal-prices-import through lib/api (nonce + XSRF double submit), moving
 * the <progress> bar while the file uploads (to 90 %, then 95 % while the server checks and imports),
 * then shows the counts imported or every bad row (nothing imported).
 * Settings and texts: window.kabelshopMetalImport (plugins/kabelshop-core/src/Metals/AdminPage.php).
 */
import { api } from '../lib/api';
import { failure, format, settings, showErrors, type RowError } from './shared';

interface Texts {
  choose: string;
  uploading: string;
  checking: string;
  invalid: string;
  error: string;
  done: string;
}

/** The route's answer: counts when imported, or ok false with the bad rows. */
type Answer = { ok: true; prices: number; rates: number; skipped: number } | { ok: false; errors: RowError[] };

function main(): void {
  const config = settings<Texts>('kabelshopMetalImport');
  const form = document.getElementById('kabelshop-metal-import-form');
  const input = document.getElementById('kabelshop-metal-import-file') as HTMLInputElement | null;
  const bar = document.getElementById('kabelshop-metal-import-progress') as HTMLProgressElement | null;
  const status = document.getElementById('kabelshop-metal-import-status');
  const list = document.getElementById('kabelshop-metal-import-errors');
  if (!config || !form || !input || !bar || !status || !list) return;
  const { text } = config;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.textContent = '';
    const file = input.files?.[0];
    if (!file) {
      status.textContent = text.choose;
      return;
    }
    const body = new FormData();
    body.append('file', file);
    void api
      .post<Answer | null>(config.url, body, {
        timeoutMs: 120000,
        onUploadProgress: ({ fraction }) => {
          if (undefined === fraction) return;
          if (fraction >= 1) {
            bar.value = 95;
            status.textContent = text.checking;
            return;
          }
          const percent = Math.round(fraction * 90);
          bar.value = percent;
          status.textContent = format(text.uploading, [percent]);
        },
      })
      .then(({ data }) => {
        bar.value = 100;
        if (!data) {
          status.textContent = text.failed;
        } else if (!data.ok) {
          status.textContent = format(text.invalid, [data.errors.length]);
          showErrors(list, data.errors, text.error);
        } else {
          status.textContent = format(text.done, [data.prices, data.rates, data.skipped]);
        }
      })
      .catch((error: unknown) => {
        bar.value = 100;
        status.textContent = failure(error, text.failed);
      });
  });
}

main();
