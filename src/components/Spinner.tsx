/**
 * Loading indicator: a polite status with a visible, translated label (common:loading),
 * so it is announced and readable without relying on the animation.
 */
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className="ks-spinner" role="status">
      <span className="ks-spinner__wheel" aria-hidden="true" />
      {label ?? t('loading')}
    </p>
  );
}
