/**
 * Texts for a section whose chunk did not load. They live here, not in the lazily loaded
 * namespaces, because the failure may be exactly that nothing more can be loaded.
 * Spec section 8: ChunkLoadError 'Loading chunk {id} failed.' with type missing or timeout;
 * section 9: section load time-out 120 seconds. 'props': the island's props were corrupted or
 * refused by its schema (mount.ts), so the server fallback stays.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'props';

const TEXTS: Record<'hr' | 'en' | 'sr', Record<ChunkFailure | 'retry', string>> = {
  hr: {
    missing: 'Učitavanje dijela stranice „{id}” nije uspjelo.',
    timeout: 'Učitavanje dijela stranice „{id}” traje predugo.',
    props: 'Dio stranice „{id}” nije moguće prikazati.',
    retry: 'Pokušaj ponovno',
  },
  en: {
    missing: 'Loading chunk {id} failed.',
    timeout: 'Loading chunk {id} failed: the time-out was exceeded.',
    props: 'The section {id} could not be shown.',
    retry: 'Try again',
  },
  sr: {
    missing: 'Učitavanje dela stranice „{id}” nije uspelo.',
    timeout: 'Učitavanje dela stranice „{id}” traje predugo.',
    props: 'Deo stranice „{id}” nije moguće prikazati.',
    retry: 'Pokušaj ponovo',
  },
};

/** Message and button label in the page's language (html lang attribute), en-US as fallback. */
export function chunkFailureText(lang: string, id: string, type: ChunkFailure): { message: string; retry: string } {
  const key = lang.slice(0, 2).toLowerCase();
  const texts = key === 'hr' || key === 'sr' ? TEXTS[key] : TEXTS.en;
  return { message: texts[type].replace('{id}', id), retry: texts.retry };
}
