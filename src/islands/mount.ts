/**
 * Mounts one island: parses its JSON envelope with zod, sets the page config, loads the island's
 * chunk and texts, and renders it with createRoot into its mount point, replacing the server
 * fallback. Corrupted or invalid props leave the fallback in place (and log why).
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { setConfig, toLocale } from '../lib/config';
import { i18n, loadNamespaces } from '../lib/i18n';
import { I18nextProvider } from 'react-i18next';
import { registry, type IslandModule } from './registry';
import { readFallbackState } from '../components/fallback';

export const envelopeSchema = z.object({
  island: z.string().min(1),
  restUrl: z.string().min(1),
  nonce: z.string(),
  locale: z.string(),
  props: z.record(z.unknown()),
});

export type Envelope = z.infer<typeof envelopeSchema>;

/** Reads and validates the envelope printed beside a mount point; null when missing or invalid. */
export function readEnvelope(element: HTMLElement): Envelope | null {
  const script = document.getElementById(`${element.id}-props`);
  if (!script?.textContent) return null;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(script.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function mountIsland(element: HTMLElement, guard: (p: Promise<IslandModule>) => Promise<IslandModule>): Promise<void> {
  const name = element.dataset.island ?? '';
  const entry = registry[name];
  const envelope = readEnvelope(element);
  if (!entry || !envelope) {
    console.warn(`[kabelshop] island "${name}" keeps its server fallback: ${entry ? 'invalid props' : 'unknown island'}`);
    return;
  }
  const locale = toLocale(envelope.locale);
  setConfig({ restUrl: envelope.restUrl, nonce: envelope.nonce, locale });
  const [module] = await Promise.all([guard(entry.load()), loadNamespaces(locale, entry.namespaces)]);
  // What the visitor typed into the fallback (and where the focus was) goes to the island, not into the void.
  const fallback = readFallbackState(element);
  element.replaceChildren();
  createRoot(element).render(createElement(I18nextProvider, { i18n }, createElement(module.default, { props: envelope.props, fallback })));
}
