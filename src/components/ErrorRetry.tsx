/**
 * A failed request: the translated ApiError message as an alert, with a retry button.
 */
import { useTranslation } from 'react-i18next';

export function ErrorRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="ks-error" role="alert">
      <p>{message}</p>
      <button type="button" className="ks-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
