/**
 * Construction-table modal (spec: construction table modal; colours list in section 3): the
 * product's construction text, then each core's
 * colour for one article's core count under the product's colour standard, with a swatch and the
 * colour's name (text, not colour alone), and the standard the colours follow (its name and table,
 * never the web page the table was transcribed from: that is staff provenance, colours.ts).
 * Beside the colours (floated to the inline end): the article's cross-section drawing
 * (CrossSection.tsx, issue 14). The size in the title is in the reader's decimal sign ("3x2,5" in
 * hr and sr, issue 27), like the table's size column.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { useLocale } from '../../components/useLocale';
import { formatSizeLabel } from '../../lib/format';
import { coreColours, IEC_CODES, SWATCH, type ColourStandard, type CoreColour } from './colours';
import { CrossSectionFigure, type CrossSectionDrawing } from './CrossSection';

/** Background of a core's swatch: one colour, or diagonal stripes for a two-colour core (e.g. green-yellow). */
export function swatchStyle(parts: string[]): { background: string } {
  const colours = parts.map((part) => SWATCH[part] ?? '#ffffff');
  if (colours.length === 1) return { background: colours[0] };
  const step = 100 / colours.length;
  const stops = colours.map((colour, i) => `${colour} ${i * step}% ${(i + 1) * step}%`).join(', ');
  return { background: `repeating-linear-gradient(135deg, ${stops})` };
}

/** A core colour's name in the reader's language: the IEC 60757 name, or its parts joined ("grey / pink"). */
export function colourName(colour: CoreColour, t: (key: string) => string): string {
  if (IEC_CODES.includes(colour.code)) return t(`colours.${colour.code}`);
  return colour.parts.map((part) => t(`colours.${part}`)).join(' / ');
}

function ColourName({ colour }: { colour: CoreColour }) {
  const { t } = useTranslation('catalogue');
  return <>{colourName(colour, t)}</>;
}

export interface ConstructionModalProps {
  open: boolean;
  onClose: () => void;
  designation: string;
  sizeLabel: string;
  cores: number;
  standard: ColourStandard;
  /** The product's construction text (shown above the colour table); null or '' when not published. */
  construction?: string | null;
  /** The article's cross-section drawing, shown beside the colours (issue 14); absent: none. */
  drawing?: CrossSectionDrawing | null;
}

export function ConstructionModal({ open, onClose, designation, sizeLabel, cores, standard, construction, drawing }: ConstructionModalProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const table = coreColours(standard, cores);
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeLabel={t('common:close')}
      title={t('construction.title', { designation, size: formatSizeLabel(sizeLabel, locale) })}
      className="ks-construction"
    >
      {construction ? (
        <div className="ks-construction__text">
          <h3 className="ks-construction__heading">{t('table.construction')}</h3>
          <p>{construction}</p>
        </div>
      ) : null}
      <CrossSectionFigure drawing={drawing} />
      {table === null ? (
        <p>{t('construction.noStandard')}</p>
      ) : (
        <>
          <p className="ks-construction__standard">{t('construction.standard', { standard: table.standard, count: cores })}</p>
          {table.cores === null ? (
            <p className="ks-construction__missing">{t('construction.noRow', { standard: table.standard, count: cores })}</p>
          ) : (
            <table className="ks-construction__table">
              <caption className="ks-sr-only">{t('construction.caption', { standard: table.standard })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('construction.core')}</th>
                  <th scope="col">{t('construction.colour')}</th>
                </tr>
              </thead>
              <tbody>
                {table.cores.map((colour) => (
                  <tr key={colour.core}>
                    <th scope="row">{colour.core}</th>
                    <td>
                      <span className="ks-swatch" style={swatchStyle(colour.parts)} aria-hidden="true" />
                      <ColourName colour={colour} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="ks-construction__source">
            {t('construction.source')} {table.reference}
          </p>
        </>
      )}
    </Modal>
  );
}
