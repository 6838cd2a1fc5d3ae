/**
 * One labelled field of the site's forms (contact, job application): label (with "optional"),
 * the control, a hint and the error, wired with aria-describedby / aria-invalid. The error is an
 * i18n key or a server message (translated or shown as it is), `max` fills {{max}}.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  max?: number;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function SiteFormField({ id, label, optional = false, hint, error, max, children }: Props) {
  const { t } = useTranslation('site-forms');
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ks-field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="ks-field-optional"> ({t('optional')})</span> : null}
      </label>
      {children(describedBy, Boolean(error))}
      {hint ? (
        <p id={`${id}-hint`} className="ks-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ks-field-error">
          {t(error, { defaultValue: error, max })}
        </p>
      ) : null}
    </div>
  );
}

interface ConsentProps {
  id: string;
  /** The consent sentence the server stores with the message (shown as the label). */
  text: string;
  error?: string;
  /** The checkbox's react-hook-form registration (name, onChange, onBlur, ref). */
  registration: UseFormRegisterReturn;
}

/** The required consent checkbox of the site's forms, its label and its error (contact, job application). */
export function ConsentField({ id, text, error, registration }: ConsentProps) {
  const { t } = useTranslation('site-forms');
  return (
    <div className="ks-field ks-field--check">
      <label className="ks-check">
        <input type="checkbox" id={id} aria-required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
        {text}
      </label>
      {error ? (
        <p id={`${id}-error`} className="ks-field-error">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </div>
  );
}
