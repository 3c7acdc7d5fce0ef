// The engine's speed in its Web Worker (Chromium) against the native binary, with the same
// `bench`: same positions, same depth, same evaluation network (the worker fetches the one
// shipped in dist/; the native binary is given the same file), so the node counts must match
// exactly too.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED, serveDist, launchBrowser, openApp } from '../e2e/harness.mjs';

const binary = fileURLToPath(new URL('../../target/release/chess-engine', import.meta.url));
const network = join(SHIPPED, 'engine.nnue');
const native = spawnSync(binary, { input: `setoption name EvalFile value ${network}\nbench\n`, encoding: 'utf8' });
const field = (text, name) => Number(text.match(new RegExp(`${name}\\s*:\\s*(\\d+)`))[1]);
const nativeNodes = field(native.stdout, 'Nodes searched');
const nativeNps = field(native.stdout, 'Nodes/second');

const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const { page, context } = await openApp(browser, server.url);
const output = await page.evaluate(() => new Promise((resolve) => {
  const worker = new Worker('./engine-worker_loader.js');
  const lines = [];
  worker.onmessage = (event) => {
    if (event.data === 'ready') {
      worker.postMessage('1\nbench');
      return;
    }
    lines.push(event.data.replace(/^1 /, ''));
    if (event.data.includes('Nodes/second')) {
      worker.terminate();
      resolve(lines.join('\n'));
    }
  };
}));
const workerNodes = field(output, 'Nodes searched');
const workerNps = field(output, 'Nodes/second');
console.log(`bench native:           ${nativeNodes} nodes, ${nativeNps} nodes/s`);
console.log(`bench in the Web Worker: ${workerNodes} nodes, ${workerNps} nodes/s (Chromium)`);
console.log(`worker speed = ${(100 * workerNps / nativeNps).toFixed(0)}% of native` +
  (workerNodes === nativeNodes ? ' (same node count: the same search)' : ' (NODE COUNTS DIFFER)'));
await context.close();
await browser.close();
await server.close();
if (workerNodes !== nativeNodes) process.exit(1);
