/**
 * Cloudflare Turnstile widget (explicit rendering, developers.cloudflare.com/turnstile/get-started/
 * client-side-rendering): loads https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit
 * once, renders into its container and reports the token (form field 'cf-turnstile-response' on
 * the server). Only mounted when a site key is configured. A new `key` from the parent renders a
 * fresh widget (a token is valid once).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface TurnstileApi {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  remove: (id: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<void> | null = null;

/** Loads Turnstile's script once per page. */
export function loadTurnstile(): Promise<void> {
  if (window.turnstile) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPT;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading = null;
        reject(new Error('turnstile script failed'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

export function Turnstile({ siteKey, locale, onToken }: { siteKey: string; locale: string; onToken: (token: string) => void }) {
  const { t } = useTranslation('registration');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widget = '';
    let cancelled = false;
    loadTurnstile()
      .then(() => {
        if (cancelled || !box.current || !window.turnstile) return;
        widget = window.turnstile.render(box.current, {
          sitekey: siteKey,
          language: locale.toLowerCase(),
          callback: (token: string) => onToken(token),
          'expired-callback': () => onToken(''),
          'error-callback': () => onToken(''),
        });
      })
      .catch(() => onToken(''));
    return () => {
      cancelled = true;
      if (widget && window.turnstile) window.turnstile.remove(widget);
    };
  }, [siteKey, locale, onToken]);
  return (
    <div className="ks-field">
      <p className="ks-field-hint">{t('botCheck.hint')}</p>
      <div ref={box} className="ks-turnstile" />
    </div>
  );
}
