/**
 * "Current drum: 320 m left" under a drum article's packaging in the product table (issue 14,
 * docs/drums.md): the metres left on the drum in use, where staff keep the figure (wp-admin, the
 * cable type's Articles box; ArticleSchema drum_remaining_m, null when not kept). Information only:
 * a larger quantity is still orderable, it comes from a new drum. The server-rendered table
 * (View\ProductView::table()) prints the same line.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMetres } from '../../lib/format';
import { useLocale } from '../../components/useLocale';

/** The article's drum_remaining_m in the props; anything unexpected reads as not kept. */
export const drumRemainingSchema = z.number().int().positive().nullable().optional().catch(null);

export function CurrentDrum({ packaging, remaining }: { packaging: string; remaining: number | null | undefined }) {
  const { t } = useTranslation('packaging');
  const locale = useLocale();
  if (packaging !== 'drum' || remaining === null || remaining === undefined) return null;
  return <span className="ks-table__stock ks-table__drum">{t('currentDrum', { metres: formatMetres(remaining, locale) })}</span>;
}
