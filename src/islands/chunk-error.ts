/**
 * Texts for a section whose chunk did not load. They live here, not in the lazily loaded
 * namespaces, because the failure may be exactly that nothing more can be loaded.
 * Spec section 8: ChunkLoadError 'Loading chunk {id} failed.' with type missing or timeout (that
 * is the error's own message, logged to the console with the island's name for staff); the buyer
 * reads which kind of failure it was, never the internal chunk or island name ("products-counter"
 * means nothing to a buyer; issue 13); section 9: section load time-out 120 seconds. 'props': the island's props were corrupted or
 * refused by its schema (mount.ts), so the server fallback stays.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'props';

const TEXTS: Record<'hr' | 'en' | 'sr', Record<ChunkFailure | 'retry', string>> = {
  hr: {
    missing: 'Ovaj dio stranice nije se učitao.',
    timeout: 'Ovaj dio stranice učitava se predugo.',
    props: 'Ovaj dio stranice nije moguće prikazati.',
    retry: 'Pokušaj ponovno',
  },
  en: {
    missing: 'This part of the page did not load.',
    timeout: 'This part of the page is taking too long to load.',
    props: 'This part of the page cannot be shown.',
    retry: 'Try again',
  },
  sr: {
    missing: 'Ovaj deo stranice nije se učitao.',
    timeout: 'Ovaj deo stranice se predugo učitava.',
    props: 'Ovaj deo stranice nije moguće prikazati.',
    retry: 'Pokušaj ponovo',
  },
};

/** Message and button label in the page's language (html lang attribute), en-US as fallback. */
export function chunkFailureText(lang: string, type: ChunkFailure): { message: string; retry: string } {
  const key = lang.slice(0, 2).toLowerCase();
  const texts = key === 'hr' || key === 'sr' ? TEXTS[key] : TEXTS.en;
  return { message: texts[type], retry: texts.retry };
}
