/**
 * The sending half of a visitor form (contact form, job application; spec section 4: success only
 * on status 200, no second submission while one is loading; section 8: 'Form successfully sent.' /
 * 'Form not sent. Please try again.'). useFormSend() keeps what every attempt needs: the busy flag
 * (a ref as well, so a second submit in the same tick is refused), the result, the Turnstile token
 * and a fresh challenge after each failure (a token is good for one answer), the bot check's error
 * (data.fields['cf-turnstile-response']), and focus on the result line once an attempt ends (or on
 * the first named field when onFields() focused it).
 * <SendResult> is that line: a success is a status (role status, success colours); a failure is an
 * error (role alert, error colours) with one message (issue 27): the server's own when the answer
 * named no field (429, 5xx: it already says what to do), else 'Form not sent. Please try again.',
 * since named fields show their messages under them.
 */
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

/** The request field that carries the Turnstile token (Security\VisitorWriteGuard::BOT_FIELD). */
export const BOT_FIELD = 'cf-turnstile-response';

export interface SendOutcome {
  ok: boolean;
  /** The server's message when the failure named no field. */
  detail?: string;
}

interface SendSteps {
  /** The request, given the current Turnstile token ('' when the bot check is off). */
  request: (token: string) => Promise<unknown>;
  /** After a 200, before the success line shows: empty the form. */
  onSent: () => void;
  /**
   * After a failure, with the fields the answer named (field => message; {} when none). Returns
   * true when it moved focus to one of them (the first in form order), so the result line does not
   * take the focus away again.
   */
  onFields: (fields: Record<string, string>) => boolean | void;
}

export function useFormSend(turnstileSiteKey: string) {
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [result, setResult] = useState<SendOutcome | null>(null);
  const [token, setToken] = useState('');
  const [turnstileKey, setTurnstileKey] = useState(0);
  const [botError, setBotError] = useState<string | undefined>();
  const resultRef = useRef<HTMLDivElement>(null);

  /** One attempt; does nothing while another one is loading. */
  const send = async ({ request, onSent, onFields }: SendSteps): Promise<void> => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setResult(null);
    setBotError(undefined);
    let fieldFocused = false;
    try {
      await request(token);
      onSent();
      setResult({ ok: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      fieldFocused = onFields(fields) === true;
      setBotError(fields[BOT_FIELD]);
      const detail = error instanceof ApiError && Object.keys(fields).length === 0 ? error.message : undefined;
      setResult({ ok: false, detail });
      if (turnstileSiteKey) {
        setToken('');
        setTurnstileKey((key) => key + 1);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
      if (!fieldFocused) window.setTimeout(() => resultRef.current?.focus(), 0);
    }
  };

  return { send, sending, result, resultRef, setToken, turnstileKey, botError };
}

/** The result line of a visitor form (see the file comment); focusRef is useFormSend()'s resultRef. */
export function SendResult({ result, focusRef }: { result: SendOutcome | null; focusRef: RefObject<HTMLDivElement> }) {
  const { t } = useTranslation('forms');
  const failed = result !== null && !result.ok;
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role={failed ? 'alert' : 'status'}
      aria-live={failed ? 'assertive' : 'polite'}
      className="ks-site-form__result"
    >
      {result?.ok ? <p className="ks-notice ks-notice--success">{t('messages.formSent')}</p> : null}
      {failed ? <p className="ks-notice ks-notice--error">{result.detail || t('messages.formNotSent')}</p> : null}
    </div>
  );
}
