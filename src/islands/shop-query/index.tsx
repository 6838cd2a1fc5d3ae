/**
 * Shop query island (spec: shop query; section 4: success only on status 200, no new submission
 * while one is loading; sections 5 and 8: field rules and the messages 'Form successfully sent.' /
 * 'Form not sent. Please try again.').
 *
 * Props (templates/page-inquiry.php): { prefill: { company_name, oib, contact_person, email, phone }
 *   (the logged-in customer's data, '' for visitors), catalogueUrl, turnstileSiteKey ('' = off) }.
 * Reads: the inquiry list of lib/cart (kind 'inquiry', same store as the cart).
 * Calls: POST kabelshop/v1/inquiries (JSON) with the fields, an optional note (<= 1000) and lines
 *   [{ article_code, quantity_m }] only: the server re-reads names and prices. A 400 names fields
 *   (shown under them); 429 and others show the server's translated message with formNotSent.
 *   After 200 ({ sent, number }) the inquiry list is emptied and formSent is shown with the
 *   inquiry's number (e.g. UPIT-000042, the number of the buyer's receipt mail; issue 27).
 * Lines: the metres of each line can be changed (whole metres, 1..MAX_METRES) and a line removed
 *   before sending (issue 27: the page could not change its lines); lib/cart keeps them.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { clear, removeItem, setQuantity, type CartItem } from '../../lib/cart/store';
import { useList } from '../../lib/cart/react';
import { formatMetres, formatSizeLabel } from '../../lib/format';
import { MESSAGE_KEYS, emailField, phoneField, requiredText } from '../../lib/validation/rules';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { Turnstile } from '../registration/Turnstile';

const prefillSchema = z.object({
  company_name: z.string().default(''),
  oib: z.string().default(''),
  contact_person: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
});

export const propsSchema = z.object({
  prefill: prefillSchema.default({}),
  catalogueUrl: z.string().default('/'),
  turnstileSiteKey: z.string().default(''),
});

export const NOTE_MAX = 1000;

/** Client rules, mirroring plugins/kabelshop-core/src/Inquiries/Inquiry.php (the server stays the authority). */
export const inquirySchema = z.object({
  company_name: requiredText(150),
  oib: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9 -]{5,30})?$/, MESSAGE_KEYS.CODE_NOT_VALID),
  contact_person: requiredText(100),
  email: emailField().max(100),
  phone: phoneField(),
  note: z.string().max(NOTE_MAX, 'inquiry:noteTooLong'),
});

export type InquiryValues = z.infer<typeof inquirySchema>;
type Field = keyof InquiryValues;

const FIELDS: readonly { name: Field; type?: string; autoComplete?: string; required: boolean }[] = [
  { name: 'company_name', autoComplete: 'organization', required: true },
  { name: 'oib', required: false },
  { name: 'contact_person', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
];

/** The lines as the server wants them: code and whole metres, nothing else. */
export function toLines(items: readonly CartItem[]): { article_code: string; quantity_m: number }[] {
  return items.map((item) => ({ article_code: item.data.SifraArtikla2, quantity_m: item.quantity }));
}

/** Most metres one line may ask for (the server's rule, plugins/kabelshop-core/src/Inquiries/Inquiry.php). */
export const MAX_METRES = 100_000;

/** One line's metres: a whole number from 1 to MAX_METRES, or null for anything else. */
export function parseMetres(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const metres = Number(text.trim());
  return metres >= 1 && metres <= MAX_METRES ? metres : null;
}

function LineRow({ item }: { item: CartItem }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(String(item.quantity));
  const name = [item.data.name, item.data.sizeLabel ? formatSizeLabel(item.data.sizeLabel, locale) : ''].filter(Boolean).join(' ') || item.data.SifraArtikla2;
  const invalid = parseMetres(text) === null;
  const change = (value: string): void => {
    setText(value);
    const metres = parseMetres(value);
    if (metres !== null && metres !== item.quantity) setQuantity('inquiry', item.data.SifraArtikla2, item.timestamp, metres);
  };
  return (
    <tr>
      <td>{name}</td>
      <td>{item.data.SifraArtikla2}</td>
      <td className="ks-num">
        <label htmlFor={id} className="ks-sr-only">
          {t('metresFor', { name })}
        </label>
        <input
          id={id}
          className="ks-qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_METRES}
          step={1}
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
        />
        {invalid ? (
          <span id={`${id}-error`} className="ks-field-error">
            {t('metresInvalid', { max: formatMetres(MAX_METRES, locale) })}
          </span>
        ) : null}
      </td>
      <td>
        <button type="button" className="ks-button ks-button--small" onClick={() => removeItem('inquiry', item.data.SifraArtikla2, item.timestamp)}>
          <span aria-hidden="true">{t('remove')}</span>
          <span className="ks-sr-only">{t('removeLine', { name })}</span>
        </button>
      </td>
    </tr>
  );
}

function Lines({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation('inquiry');
  return (
    <table className="ks-shop-query__lines">
      <caption>{t('linesCaption', { count: items.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('article')}</th>
          <th scope="col">{t('code')}</th>
          <th scope="col" className="ks-num">
            {t('metres')}
          </th>
          <th scope="col">
            <span className="ks-sr-only">{t('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <LineRow key={`${item.data.SifraArtikla2}-${item.timestamp}`} item={item} />
        ))}
      </tbody>
    </table>
  );
}

export function ShopQuery({ prefill, catalogueUrl, turnstileSiteKey }: z.infer<typeof propsSchema>) {
  const { t } = useTranslation(['inquiry', 'forms']);
  const locale = useLocale();
  const items = useList('inquiry');
  const formId = useId();
  const [values, setValues] = useState<InquiryValues>({ ...prefill, note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'lines' | 'cf-turnstile-response', string>>>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [result, setResult] = useState<{ ok: boolean; detail?: string; number?: string } | null>(null);
  const [token, setToken] = useState('');
  const [turnstileKey, setTurnstileKey] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const set = (name: Field, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = inquirySchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f.name])?.name ?? (next.note ? 'note' : null);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setResult(null);
    try {
      const answer = await api.post<{ sent?: boolean; number?: string }>('inquiries', { ...parsed.data, lines: toLines(items), 'cf-turnstile-response': token });
      clear('inquiry');
      setValues({ ...prefill, note: '' });
      setErrors({});
      setResult({ ok: true, number: typeof answer?.data?.number === 'string' ? answer.data.number : undefined });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields as typeof errors);
      const detail = error instanceof ApiError && error.kind === 'http' && Object.keys(fields).length === 0 ? error.message : undefined;
      setResult({ ok: false, detail });
      if (turnstileSiteKey) {
        setToken('');
        setTurnstileKey((k) => k + 1);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
      window.setTimeout(() => resultRef.current?.focus(), 0);
    }
  };

  const message = (key: string | undefined): string | null => (key ? t(key, { defaultValue: key, max: NOTE_MAX }) : null);

  return (
    <div className="ks-shop-query">
      <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className="ks-shop-query__result">
        {result?.ok ? (
          <p className="ks-notice ks-notice--success">
            {t('forms:messages.formSent')}
            {result.number ? ` ${t('sentNumber', { number: result.number })}` : ''}
          </p>
        ) : null}
        {result && !result.ok ? (
          <p className="ks-notice ks-notice--error">
            {t('forms:messages.formNotSent')}
            {result.detail ? ` ${result.detail}` : ''}
          </p>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="ks-shop-query__empty">
          {t('empty')} <a href={catalogueUrl}>{t('browse')}</a>
        </p>
      ) : (
        <form className="ks-shop-query__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
          <Lines items={items} />
          {errors.lines ? <p className="ks-field-error">{errors.lines}</p> : null}
          <fieldset>
            <legend>{t('contactLegend')}</legend>
            {FIELDS.map((field) => {
              const id = `${formId}-${field.name}`;
              const error = message(errors[field.name]);
              return (
                <div className="ks-field" key={field.name}>
                  <label htmlFor={id}>
                    {t(`fields.${field.name}`)}
                    {field.required ? null : <span className="ks-field-optional"> ({t('optional')})</span>}
                  </label>
                  <input
                    id={id}
                    name={field.name}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    aria-required={field.required ? true : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={values[field.name]}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="ks-field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="ks-field">
              <label htmlFor={`${formId}-note`}>
                {t('fields.note')} <span className="ks-field-optional">({t('optional')})</span>
              </label>
              <textarea
                id={`${formId}-note`}
                name="note"
                rows={4}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={`${formId}-note-count${errors.note ? ` ${formId}-note-error` : ''}`}
                value={values.note}
                onChange={(event) => set('note', event.target.value)}
              />
              <p id={`${formId}-note-count`} className="ks-field-hint">
                {t('noteCount', { count: values.note.length, max: NOTE_MAX })}
              </p>
              {errors.note ? (
                <p id={`${formId}-note-error`} className="ks-field-error">
                  {message(errors.note)}
                </p>
              ) : null}
            </div>
            {turnstileSiteKey ? <Turnstile key={turnstileKey} siteKey={turnstileSiteKey} locale={locale} onToken={setToken} /> : null}
            {errors['cf-turnstile-response'] ? <p className="ks-field-error">{errors['cf-turnstile-response']}</p> : null}
          </fieldset>
          <button type="submit" className="ks-button ks-button--primary" disabled={sending} aria-disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('shop-query', propsSchema, props);
  return parsed ? <ShopQuery {...parsed} /> : null;
}
