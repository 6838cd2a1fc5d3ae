/**
 * The HUB-3 barcode holds the payload (issue 15): Payments\Hub3 (PHP, TCPDF's PDF417 encoder) draws
 * the PNG, ZXing's PDF417 reader (@zxing/library, a dev dependency, as a banking app's scanner
 * would) decodes it, and the decoded bytes read as ISO 8859-2 are exactly the payload, Croatian
 * letters included. The PNGs come from tests/js/support/hub3-png.php (needs php, vendor/ and GD).
 */
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';
import { BinaryBitmap, HybridBinarizer, PDF417Reader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';

interface Drawn {
  payload: string;
  png: string;
}

const drawn = JSON.parse(execFileSync('php', [join(__dirname, '../support/hub3-png.php')], { encoding: 'utf8' })) as Drawn[];

/** The PNG's pixels as luminance with a white margin of `margin` pixels (a screen or paper around it). */
function luminance(png: PNG, margin: number): { data: Uint8ClampedArray; width: number; height: number } {
  const width = png.width + 2 * margin;
  const height = png.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      data[(y + margin) * width + x + margin] = Math.round((png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3);
    }
  }
  return { data, width, height };
}

/** What a scanner reads: the decoded bytes (ZXing hands byte compaction over as Latin-1 code points) as ISO 8859-2. */
function scan(base64: string): string {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  const { data, width, height } = luminance(png, 20);
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(data, width, height))));
  const bytes = Uint8Array.from(result.getText(), (char) => char.charCodeAt(0));
  return new TextDecoder('iso-8859-2').decode(bytes);
}

describe('HUB-3 barcode', () => {
  it('draws two examples', () => {
    expect(drawn).toHaveLength(2);
  });

  it('holds the HUB-3 standard example exactly, Croatian letters included', () => {
    const [example] = drawn;
    expect(example.payload.split('\n')).toHaveLength(14);
    expect(scan(example.png)).toBe(example.payload);
    expect(scan(example.png)).toContain('ŽELJKO SENEKOVIĆ\nIVANEČKA ULICA 125');
  });

  it('holds the longest payload an order can have (every field at its limit)', () => {
    const full = drawn[1];
    expect(full.payload).toContain('999999999999999');
    expect(scan(full.png)).toBe(full.payload);
  });

  it('is wide like a payment slip barcode, modules at least 2 px', () => {
    for (const { png } of drawn) {
      const image = PNG.sync.read(Buffer.from(png, 'base64'));
      expect(image.width).toBeGreaterThan(2 * image.height);
      // Every bar and space of a row is a whole number of 2 px modules.
      const row = Math.floor(image.height / 2);
      const runs: number[] = [];
      let last = -1;
      for (let x = 0; x < image.width; x++) {
        const dark = image.data[(row * image.width + x) * 4] < 128 ? 1 : 0;
        if (dark === last) runs[runs.length - 1]++;
        else runs.push(1);
        last = dark;
      }
      expect(runs.length).toBeGreaterThan(50);
      expect(Math.min(...runs)).toBeGreaterThanOrEqual(2);
      expect(runs.filter((run) => run % 2 !== 0)).toEqual([]);
    }
  });
});
