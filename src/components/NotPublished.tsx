/**
 * An empty table value: an em dash for the eye and "not published" for screen readers
 * (the catalogue keeps values the source did not publish empty, never guessed).
 */
import { useTranslation } from 'react-i18next';

export function NotPublished() {
  const { t } = useTranslation('common');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="ks-sr-only">{t('notPublished')}</span>
    </>
  );
}
