/**
 * Job application island (issue 12, Forms; spec section 4: success only on status 200, no second
 * submission while one is loading; sections 5 and 8: field rules and 'Form successfully sent.' /
 * 'Form not sent. Please try again.').
 *
 * Props (templates/parts/application-form.php, View\FormsView::application()): { openings:
 *   [{ id, title }] (the openings that take applications), selected (an opening id or 0 = open
 *   application), consentText (the sentence the server stores as shown, with the retention days),
 *   turnstileSiteKey ('' = bot check off) }.
 * Calls: POST kabelshop/v1/applications, multipart: opening, name, email, phone, cover_note,
 *   consent ('1'), cv (the file), cf-turnstile-response. The upload's progress is shown in a
 *   <progress> (lib/api onUploadProgress, axios). A 400 names fields (shown under them, the CV's
 *   content check included); 429 and other errors show formNotSent with the server's message.
 *   After 200 the form is emptied and formSent shown.
 * Loads: when the mount point nears the viewport (applications page).
 */
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../lib/api';
import { COVER_NOTE_MAX, CV_ACCEPT, applicationSchema, cvError, type ApplicationValues } from '../../lib/validation/site-forms';
import { parseProps } from '../../components/parseProps';
import { ConsentField, SiteFormField } from '../../components/SiteFormField';
import { BOT_FIELD, SendResult, useFormSend } from '../../components/useFormSend';
import { useLocale } from '../../components/useLocale';
import { Turnstile } from '../registration/Turnstile';

export const propsSchema = z.object({
  openings: z.array(z.object({ id: z.number().int().positive(), title: z.string() })).default([]),
  selected: z.number().int().nonnegative().default(0),
  consentText: z.string().min(1),
  turnstileSiteKey: z.string().default(''),
});

type Props = z.infer<typeof propsSchema>;
type Field = keyof ApplicationValues | 'cv';

/** Everything the route takes, as multipart (the field names of POST applications). */
export function toFormData(values: ApplicationValues, cv: File, token: string): FormData {
  const data = new FormData();
  data.append('opening', values.opening);
  data.append('name', values.name);
  data.append('email', values.email);
  data.append('phone', values.phone);
  data.append('cover_note', values.cover_note);
  data.append('consent', values.consent ? '1' : '0');
  data.append('cv', cv, cv.name);
  if (token) data.append(BOT_FIELD, token);
  return data;
}

export function ApplicationForm({ openings, selected, consentText, turnstileSiteKey }: Props) {
  const { t } = useTranslation(['site-forms', 'forms']);
  const locale = useLocale();
  const formId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [cvMessage, setCvMessage] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const { send, sending, result, resultRef, setToken, turnstileKey, botError } = useFormSend(turnstileSiteKey);
  const initial: ApplicationValues = {
    opening: String(openings.some((o) => o.id === selected) ? selected : 0),
    name: '',
    email: '',
    phone: '',
    cover_note: '',
    consent: false,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ApplicationValues>({ resolver: zodResolver(applicationSchema), defaultValues: initial, mode: 'onTouched' });
  const noteLength = watch('cover_note')?.length ?? 0;

  const checkCv = (): boolean => {
    const problem = cvError(cv);
    setCvMessage(problem ?? undefined);
    return problem === null;
  };

  const onValid = async (values: ApplicationValues): Promise<void> => {
    if (!checkCv() || !cv) return;
    await send({
      request: async (token) => {
        setProgress(0);
        try {
          await api.post('applications', toFormData(values, cv, token), {
            timeoutMs: 120000,
            onUploadProgress: ({ fraction }) => setProgress(Math.round((fraction ?? 0) * 100)),
          });
        } finally {
          setProgress(null);
        }
      },
      onSent: () => {
        reset(initial);
        setCv(null);
        if (fileRef.current) fileRef.current.value = '';
      },
      onFields: (fields) => {
        for (const [field, message] of Object.entries(fields)) {
          if (field === 'cv') setCvMessage(message);
          else if (field in initial) setError(field as keyof ApplicationValues, { type: 'server', message });
        }
      },
    });
  };

  const id = (field: Field | 'consent'): string => `${formId}-${field}`;
  const text = (name: 'name' | 'email' | 'phone', type: string, autoComplete: string, max: number) => (
    <SiteFormField id={id(name)} label={t(`fields.${name}`)} error={errors[name]?.message} max={max}>
      {(describedBy, invalid) => (
        <input id={id(name)} type={type} autoComplete={autoComplete} aria-required aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register(name)} />
      )}
    </SiteFormField>
  );

  return (
    <div className="ks-site-form ks-application-form">
      <SendResult result={result} focusRef={resultRef} />
      <form
        noValidate
        aria-busy={sending}
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            checkCv();
          })(event)
        }
      >
        <SiteFormField id={id('opening')} label={t('fields.opening')} error={errors.opening?.message}>
          {(describedBy, invalid) => (
            <select id={id('opening')} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register('opening')}>
              {openings.map((opening) => (
                <option key={opening.id} value={String(opening.id)}>
                  {opening.title}
                </option>
              ))}
              <option value="0">{t('openApplication')}</option>
            </select>
          )}
        </SiteFormField>
        {text('name', 'text', 'name', 100)}
        {text('email', 'email', 'email', 100)}
        {text('phone', 'tel', 'tel', 14)}
        <SiteFormField
          id={id('cover_note')}
          label={t('fields.cover_note')}
          optional
          hint={t('count', { count: noteLength, max: COVER_NOTE_MAX })}
          error={errors.cover_note?.message}
          max={COVER_NOTE_MAX}
        >
          {(describedBy, invalid) => <textarea id={id('cover_note')} rows={5} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register('cover_note')} />}
        </SiteFormField>
        <SiteFormField id={id('cv')} label={t('fields.cv')} hint={t('cvHint')} error={cvMessage}>
          {(describedBy, invalid) => (
            <input
              ref={fileRef}
              id={id('cv')}
              name="cv"
              type="file"
              accept={CV_ACCEPT}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setCv(file);
                setCvMessage(file ? (cvError(file) ?? undefined) : undefined);
              }}
            />
          )}
        </SiteFormField>
        <ConsentField id={id('consent')} text={consentText} error={errors.consent?.message} registration={register('consent')} />
        {turnstileSiteKey ? <Turnstile key={turnstileKey} siteKey={turnstileSiteKey} locale={locale} onToken={setToken} /> : null}
        {botError ? <p className="ks-field-error">{botError}</p> : null}
        {progress !== null ? (
          <div className="ks-upload-progress">
            <label htmlFor={`${formId}-progress`}>{t('uploading', { percent: progress })}</label>
            <progress id={`${formId}-progress`} max={100} value={progress}>
              {progress} %
            </progress>
          </div>
        ) : null}
        <button type="submit" className="ks-button ks-button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('sending') : t('sendApplication')}
        </button>
      </form>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('application-form', propsSchema, props);
  return parsed ? <ApplicationForm {...parsed} /> : null;
}
