/**
 * mount.ts: corrupted or invalid props JSON leave the server fallback in place.
 */
import { mountIsland, readEnvelope } from '../../src/islands/mount';

function page(json: string): HTMLElement {
  document.body.innerHTML = `<div id="island-x-1" data-island="catalogue"><p>server list</p></div><script type="application/json" id="island-x-1-props">${json}</script>`;
  return document.getElementById('island-x-1') as HTMLElement;
}

describe('mount', () => {
  it('rejects corrupted JSON and keeps the fallback', async () => {
    const element = page('{"island": "catalogue", ');
    expect(readEnvelope(element)).toBeNull();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mountIsland(element, (p) => p);
    expect(element).toHaveTextContent('server list');
    warn.mockRestore();
  });

  it('rejects an envelope without props', () => {
    expect(readEnvelope(page('{"island":"catalogue","restUrl":"/x/","nonce":"n","locale":"hr-HR"}'))).toBeNull();
  });

  it('reads a valid envelope', () => {
    const envelope = readEnvelope(page('{"island":"catalogue","restUrl":"/x/","nonce":"n","locale":"hr-HR","props":{"a":1}}'));
    expect(envelope?.props).toEqual({ a: 1 });
  });
});
