/**
 * Public document search (issue 4, spec: document search): document number plus control number
 * give that one invoice copy or declaration of performance, with a download link valid for 10
 * minutes. Both fields are labelled and required; a field left empty is named under it; the
 * server's answers (no match, too many searches) show as an alert. Nothing is listed.
 *
 * Props: {} (none). Calls: POST documents/search { number, control }.
 * Loads: when its mount point on the document search page nears the viewport.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { restArg, restLimit } from '../../lib/rest-args';

/** Longest document and control number the route takes (POST documents/search maxLength). */
export const NUMBER_MAX_LENGTH = restLimit(restArg('documents/search', 'POST', 'number'), 'maxLength');
export const CONTROL_MAX_LENGTH = restLimit(restArg('documents/search', 'POST', 'control'), 'maxLength');

// PHP prints an empty props array as [] (a JSON list), so both empty shapes are accepted.
export const propsSchema = z.union([z.object({}).passthrough(), z.array(z.unknown()).length(0)]);

const resultSchema = z.object({
  document: z.object({
    kind: z.enum(['invoice', 'dop']),
    number: z.string(),
    date: z.string(),
    product_name: z.string().nullable(),
    download_url: z.string(),
  }),
});

type Found = z.infer<typeof resultSchema>['document'];

function DocumentSearch() {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const [number, setNumber] = useState('');
  const [control, setControl] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ number?: string; control?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: { number?: string; control?: string } = {};
    if (!number.trim()) errors.number = t('numberRequired');
    if (!control.trim()) errors.control = t('controlRequired');
    setFieldErrors(errors);
    setError('');
    setFound(null);
    if (errors.number || errors.control) return;
    setBusy(true);
    api
      .post<unknown>('documents/search', { number: number.trim(), control: control.trim() })
      .then((answer) => setFound(resultSchema.parse(answer.data).document))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.kind === 'http' && (e.fields.number || e.fields.control)) {
          setFieldErrors({ number: e.fields.number, control: e.fields.control });
        } else {
          setError(e instanceof ApiError ? e.message : t('searchError'));
        }
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className="ks-docsearch">
      <form className="ks-docsearch__form" onSubmit={submit} noValidate>
        <div className="ks-field">
          <label htmlFor="ks-doc-number">{t('numberLabel')}</label>
          <input
            id="ks-doc-number"
            name="number"
            autoComplete="off"
            maxLength={NUMBER_MAX_LENGTH}
            required
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-invalid={fieldErrors.number ? true : undefined}
            aria-describedby={fieldErrors.number ? 'ks-doc-number-error' : undefined}
          />
          {fieldErrors.number && (
            <p id="ks-doc-number-error" className="ks-field-error">
              {fieldErrors.number}
            </p>
          )}
        </div>
        <div className="ks-field">
          <label htmlFor="ks-doc-control">{t('controlLabel')}</label>
          <input
            id="ks-doc-control"
            name="control"
            autoComplete="off"
            maxLength={CONTROL_MAX_LENGTH}
            required
            value={control}
            onChange={(e) => setControl(e.target.value)}
            aria-invalid={fieldErrors.control ? true : undefined}
            aria-describedby={fieldErrors.control ? 'ks-doc-control-error' : 'ks-doc-control-hint'}
          />
          <p id="ks-doc-control-hint" className="ks-field-hint">
            {t('controlHint')}
          </p>
          {fieldErrors.control && (
            <p id="ks-doc-control-error" className="ks-field-error">
              {fieldErrors.control}
            </p>
          )}
        </div>
        <button type="submit" className="ks-button ks-button--primary" disabled={busy}>
          {busy ? t('searching') : t('search')}
        </button>
      </form>
      {error && (
        <p className="ks-error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {found && (
          <section className="ks-docsearch__result" aria-labelledby="ks-doc-result-title">
            <h2 id="ks-doc-result-title">{t('resultHeading')}</h2>
            <dl>
              <div>
                <dt>{t('type')}</dt>
                <dd>{t(found.kind === 'invoice' ? 'kindInvoice' : 'kindDop')}</dd>
              </div>
              <div>
                <dt>{t('number')}</dt>
                <dd>{found.number}</dd>
              </div>
              <div>
                <dt>{t('date')}</dt>
                <dd>{formatDate(found.date, locale)}</dd>
              </div>
              {found.product_name && (
                <div>
                  <dt>{t('product')}</dt>
                  <dd>{found.product_name}</dd>
                </div>
              )}
            </dl>
            <a className="ks-button" href={found.download_url} download>
              {t('download', { number: found.number })}
            </a>
            <p className="ks-field-hint">{t('linkValid')}</p>
          </section>
        )}
      </div>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('document-search', propsSchema, props);
  return parsed ? <DocumentSearch /> : null;
}
