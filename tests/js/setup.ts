/**
 * Jest set-up: DOM matchers, a clean localStorage per test, and helpers that load the island texts
 * of a locale from languages/js the same way the islands do in the browser.
 */
import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

beforeEach(() => {
  window.localStorage.clear();
});
