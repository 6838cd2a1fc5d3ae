#!/usr/bin/env node
/**
 * Makes the theme's neutral demo video once: assets/demo/video/kabelshop-demo.webm (5 s, 640x360,
 * VP8/VP9 WebM, well under 400 KB), an animated canvas (cable strands being twisted, the word
 * "DEMO") recorded by Chromium with canvas.captureStream() and MediaRecorder. No camera, no
 * third-party footage: our own work, dedicated to the public domain (CC0 1.0, see
 * assets/demo/video/README.md). The content seeder attaches it to an about slide (issue 12).
 * Usage: node bin/make-demo-video.mjs [OUT_FILE]   (needs Debian's chromium or CHROME_PATH)
 */
/* global document, MediaRecorder, requestAnimationFrame -- the recording function runs in the page */
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import process from 'node:process';

const out = resolve(process.argv[2] ?? 'assets/demo/video/kabelshop-demo.webm');
const SECONDS = 5;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<!doctype html><canvas id="c" width="640" height="360"></canvas>');
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  const colours = ['#8b5a2b', '#1b1f24', '#7a7f86', '#0b4f8a', '#f2c14e'];
  const draw = (t) => {
    ctx.fillStyle = '#f4f6f8';
    ctx.fillRect(0, 0, 640, 360);
    // Five conductors twisted around the cable's axis, turning with time.
    for (let i = 0; i < colours.length; i += 1) {
      ctx.strokeStyle = colours[i];
      ctx.lineWidth = 14;
      ctx.beginPath();
      for (let x = 0; x <= 640; x += 8) {
        const y = 180 + Math.sin(x / 40 + t * 3 + (i * 2 * Math.PI) / colours.length) * 46;
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    ctx.fillStyle = '#0b4f8a';
    ctx.fillRect(0, 300, 640 * Math.min(1, t / seconds), 8);
    ctx.font = 'bold 36px sans-serif';
    ctx.fillStyle = '#1b1f24';
    ctx.fillText('Kabelshop DEMO', 24, 60);
  };
  draw(0);
  const stream = canvas.captureStream(25);
  const type = MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm';
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 350_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolveDone) => {
    recorder.onstop = resolveDone;
  });
  recorder.start(500);
  const started = performance.now();
  await new Promise((resolveFrames) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else resolveFrames();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}, SECONDS);
await browser.close();

const data = Buffer.from(base64, 'base64');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, data);
console.log(`${out}: ${(data.length / 1024).toFixed(1)} KB, ${SECONDS} s`);
if (data.length > 400 * 1024) {
  console.error('over 400 KB');
  process.exit(1);
}
