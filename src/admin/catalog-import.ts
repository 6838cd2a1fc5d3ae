/**
 * wp-admin "Import catalogue" page (plugins/kabelshop-core/src/Catalog/ImportPage.php): uploads the CSV (the bar shows the
 * upload up to 10 %), validates it in batches (up to 90 %), lists every bad row, then imports all
 * rows in one transaction (100 %). Talks only to POST kabelshop/v1/admin/catalog-import through
 * lib/api (wp_rest nonce, X-XSRF-TOKEN). Settings and texts: window.kabelshopImport.
 */
import { api } from '../lib/api';
import { failure, format, settings, showErrors, type RowError } from './shared';

interface Texts {
  choose: string;
  uploading: string;
  validating: string;
  importing: string;
  invalid: string;
  error: string;
}

interface UploadAnswer {
  file_id: string;
  rows: number;
  errors?: RowError[];
}

interface ValidateAnswer {
  processed: number;
  errors?: RowError[];
}

interface ImportAnswer {
  summary: string;
  errors?: RowError[];
}

/** Sends one step of the import as multipart form fields (the route reads them from $_POST / $_FILES). */
function step<T>(url: string, fields: Record<string, string | number | Blob>, onUploadProgress?: (fraction: number) => void): Promise<T> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value instanceof Blob ? value : String(value));
  return api
    .post<T>(url, body, {
      timeoutMs: 120000,
      onUploadProgress: onUploadProgress ? (progress) => onUploadProgress(progress.fraction ?? 0) : undefined,
    })
    .then((answer) => answer.data);
}

function main(): void {
  const config = settings<Texts>('kabelshopImport');
  const form = document.getElementById('kabelshop-import-form');
  const input = document.getElementById('kabelshop-import-file') as HTMLInputElement | null;
  const bar = document.getElementById('kabelshop-import-progress') as HTMLProgressElement | null;
  const status = document.getElementById('kabelshop-import-status');
  const list = document.getElementById('kabelshop-import-errors');
  if (!config || !form || !input || !bar || !status || !list) return;
  const { text } = config;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.textContent = '';
    bar.value = 0;
    const file = input.files?.[0];
    if (!file) {
      status.textContent = text.choose;
      input.focus();
      return;
    }
    void (async () => {
      try {
        status.textContent = text.uploading;
        const upload = await step<UploadAnswer>(config.url, { step: 'upload', file }, (fraction) => {
          bar.value = Math.round(fraction * 10);
        });
        let errors: RowError[] = upload.errors ?? [];
        // A file the upload step refused (bad header, say) is not validated; otherwise every batch
        // is, so the list names every bad row of the file.
        for (let offset = 0; 0 === (upload.errors ?? []).length && offset < upload.rows; ) {
          const batch = await step<ValidateAnswer>(config.url, { step: 'validate', file_id: upload.file_id, offset });
          errors = errors.concat(batch.errors ?? []);
          if (batch.processed <= offset) break; // The server made no progress: stop rather than loop.
          offset = batch.processed;
          bar.value = 10 + Math.round((offset / Math.max(1, upload.rows)) * 80);
          status.textContent = format(text.validating, [offset, upload.rows]);
        }
        if (errors.length > 0) {
          showErrors(list, errors, text.error);
          status.textContent = format(text.invalid, [errors.length]);
          return;
        }
        status.textContent = text.importing;
        const done = await step<ImportAnswer>(config.url, { step: 'import', file_id: upload.file_id });
        if (done.errors && done.errors.length > 0) {
          showErrors(list, done.errors, text.error);
          status.textContent = format(text.invalid, [done.errors.length]);
          return;
        }
        bar.value = 100;
        status.textContent = done.summary;
      } catch (error) {
        status.textContent = failure(error, text.failed);
      }
    })();
  });
}

main();
