/**
 * The "demo price" tag beside a price that is not a real offer (common rule: demo prices are
 * labelled as demo prices). Text, not colour alone; the title explains it.
 */
import { useTranslation } from 'react-i18next';

export function DemoTag() {
  const { t } = useTranslation('common');
  return (
    <span className="ks-demo-tag" title={t('demoPriceExplained')}>
      {t('demoPrice')}
    </span>
  );
}
