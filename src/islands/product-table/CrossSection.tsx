/**
 * Cross-section drawing of an article (issue 14) in the product table and the construction modal.
 *
 * The drawing is made on the server (Catalog\CrossSectionDrawing: cores laid out as in the cable,
 * core colours by HD 308 S2 / DIN 47100 from the same tables as this island's colours.ts, conductor
 * class, screen, armour, sheath) and served as image/svg+xml by GET kabelshop/v1/cross-section.svg;
 * View\ProductView puts each article's { url, alt } in the props (cross_section). This file only
 * shows it:
 * - CrossSectionThumb: a small picture inside the row's "Construction" button, decorative there
 *   (alt ""): the button has its own name and opens the modal, where the drawing has its text;
 * - CrossSectionFigure: the drawing beside the colour list in the modal, with the server's
 *   description as alt text (in the page's language: the URL carries lang).
 * No network call of its own: the browser loads the image; nothing is shown when an article has no
 * drawing (an older page's props) or its URL is not http(s).
 */
import { z } from 'zod';

/** The props' cross_section of an article: the drawing's URL and its description. */
export const crossSectionSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
});

export type CrossSectionDrawing = z.infer<typeof crossSectionSchema>;

/** The URL when it is http(s) or relative (resolved against the page), else null. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The small, decorative drawing of a table row (inside the labelled "Construction" button). */
export function CrossSectionThumb({ drawing }: { drawing?: CrossSectionDrawing | null }) {
  const src = drawing ? safeUrl(drawing.url) : null;
  if (!src) return null;
  return <img className="ks-cross-section-thumb" src={src} alt="" width={28} height={28} loading="lazy" decoding="async" />;
}

/** The drawing of the construction modal, described by its alt text. */
export function CrossSectionFigure({ drawing }: { drawing?: CrossSectionDrawing | null }) {
  const src = drawing ? safeUrl(drawing.url) : null;
  if (!drawing || !src) return null;
  return <img className="ks-cross-section" src={src} alt={drawing.alt} width={160} height={160} decoding="async" />;
}
