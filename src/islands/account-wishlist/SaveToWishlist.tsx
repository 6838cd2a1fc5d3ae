/**
 * "Save to wishlist" control of a product-table row (spec: wishlist). Shown only when the page
 * says the visitor is a customer who may keep a wishlist; reports the outcome through onDone (the
 * table's polite status line). No second request while one is running.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { saveToWishlist } from './api';

export function SaveToWishlist({ articleCode, label, onDone }: { articleCode: string; label: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('wishlist');
  const [saved, setSaved] = useState(false);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);

  const save = async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await saveToWishlist(articleCode);
      setSaved(true);
      onDone(t('saved', { name: label }));
    } catch (error) {
      onDone(error instanceof ApiError && error.kind === 'http' ? error.message : t('notSaved'));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <button type="button" className="ks-button ks-button--small ks-wishlist-save" disabled={sending} onClick={() => void save()}>
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      <span className="ks-sr-only">
        {saved ? t('savedLabel') : t('save')} {label}
      </span>
    </button>
  );
}
