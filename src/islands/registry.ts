/**
 * Island name (data-island attribute, kebab-case) => lazy loader and the text namespaces it needs.
 * Each loader is a dynamic import, so every island is its own chunk, loaded only where PHP printed
 * its mount point. An island module's default export is a React component taking its props (and
 * `fallback`: what the visitor typed into the server-rendered fallback, see components/fallback.ts);
 * its `propsSchema` export is the zod schema of those props, which mount.ts checks before it replaces
 * the fallback.
 */
import type { ComponentType } from 'react';
import type { ZodTypeAny } from 'zod';
import type { FallbackState } from '../components/fallback';

export interface IslandModule {
  default: ComponentType<{ props: unknown; fallback?: FallbackState; server?: HTMLElement }>;
  propsSchema: ZodTypeAny;
}

export interface IslandEntry {
  load: () => Promise<IslandModule>;
  namespaces: readonly string[];
}

// Every namespace the island's code uses, its shared components' too (components/UnitPrice:
// catalogue `prices.*`; components/MetalSurcharge: cart `metal.*`); tests/js/registry-namespaces
// follows the imports and fails on one left out (issue 27: the checkout printed "prices.yours").
export const registry: Record<string, IslandEntry> = {
  catalogue: { load: () => import('./catalogue'), namespaces: ['catalogue', 'cart'] },
  'product-table': { load: () => import('./product-table'), namespaces: ['catalogue', 'cart', 'wishlist', 'packaging'] },
  'supplier-products': { load: () => import('./supplier-products'), namespaces: ['catalogue'] },
  'header-cart': { load: () => import('./header-cart'), namespaces: ['cart'] },
  // catalogue: the packaging names of the lines (ring, drum, ...); on pages without a catalogue
  // island they showed as the English codes.
  'side-cart': { load: () => import('./side-cart'), namespaces: ['cart', 'catalogue'] },
  // payments-transfer: the success page's bank transfer instructions (issue 15).
  // payments-credit: the contract option's terms and available credit (PaymentFields, issue 15).
  // payments-card: "Taking you to the card payment page…" (CardRedirect, issue 15).
  checkout: { load: () => import('./checkout'), namespaces: ['cart', 'catalogue', 'checkout', 'account', 'forms', 'payments-transfer', 'payments-credit', 'payments-card'] },
  'account-profile': { load: () => import('./account-profile'), namespaces: ['account', 'forms'] },
  'account-addresses': { load: () => import('./account-addresses'), namespaces: ['account', 'forms'] },
  registration: { load: () => import('./registration'), namespaces: ['forms', 'registration'] },
  'metal-prices': { load: () => import('./metal-prices'), namespaces: ['metals'] },
  'daily-metal-prices': { load: () => import('./daily-metal-prices'), namespaces: ['metals'] },
  'metal-surcharge-calculator': { load: () => import('./metal-surcharge-calculator'), namespaces: ['metals'] },
  // cart: the totals block and the metal surcharge texts of the order detail (components/Totals);
  // payments-card: the order's payment line (issue 15).
  'account-orders': { load: () => import('./account-orders'), namespaces: ['orders', 'cart', 'catalogue', 'payments-card'] },
  // The order page's "Order again" (issue 27): its texts are the account list's (orders).
  'order-again': { load: () => import('./order-again'), namespaces: ['orders', 'cart'] },
  // payments-credit: each invoice's due date and payment status (issue 15).
  'account-invoices': { load: () => import('./account-invoices'), namespaces: ['documents', 'payments-credit'] },
  'account-credit': { load: () => import('./account-credit'), namespaces: ['payments-credit'] },
  'document-search': { load: () => import('./document-search'), namespaces: ['documents'] },
  'shop-query': { load: () => import('./shop-query'), namespaces: ['inquiry', 'forms', 'registration'] },
  'contact-form': { load: () => import('./contact-form'), namespaces: ['site-forms', 'forms', 'registration'] },
  'application-form': { load: () => import('./application-form'), namespaces: ['site-forms', 'forms', 'registration'] },
  'account-wishlist': { load: () => import('./account-wishlist'), namespaces: ['wishlist', 'catalogue', 'cart'] },
  'account-drums': { load: () => import('./account-drums'), namespaces: ['drums'] },
  'quick-order': { load: () => import('./quick-order'), namespaces: ['quick-order', 'catalogue', 'cart'] },
  'account-order-lists': { load: () => import('./account-order-lists'), namespaces: ['order-lists', 'catalogue', 'cart'] },
  'news-list': { load: () => import('./news-list'), namespaces: ['news'] },
  'search-results': { load: () => import('./search-results'), namespaces: ['search'] },
  'newsletter-signup': { load: () => import('./newsletter-signup'), namespaces: ['newsletter', 'forms', 'registration'] },
};
