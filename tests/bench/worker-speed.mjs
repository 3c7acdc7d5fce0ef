// The engine's speed in its Web Worker (Chromium) against the native binary, with the same
// `bench`: same positions, same depth, same evaluation network (the worker fetches the one
// shipped in dist/; the native binary is given the same file), so the node counts must match
// exactly too. Both worker builds are measured: the one with wasm SIMD in the network's loops
// (what browsers with SIMD load) and the plain one (the fallback).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPPED, WORKER_SCRIPTS, serveDist, launchBrowser, openApp } from '../e2e/harness.mjs';

const binary = fileURLToPath(new URL('../../target/release/chess-engine', import.meta.url));
const network = join(SHIPPED, 'engine.nnue');
const native = spawnSync(binary, { input: `setoption name EvalFile value ${network}\nbench\n`, encoding: 'utf8' });
const field = (text, name) => Number(text.match(new RegExp(`${name}\\s*:\\s*(\\d+)`))[1]);
const nativeNodes = field(native.stdout, 'Nodes searched');
const nativeNps = field(native.stdout, 'Nodes/second');

const server = await serveDist(SHIPPED);
const browser = await launchBrowser();
const { page, context } = await openApp(browser, server.url);
const benchInWorker = (script) => page.evaluate((script) => new Promise((resolve) => {
  const worker = new Worker(script);
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
}), script);

console.log(`bench native:            ${nativeNodes} nodes, ${nativeNps} nodes/s`);
let sameSearch = true;
for (const [build, script] of Object.entries(WORKER_SCRIPTS)) {
  const output = await benchInWorker(script);
  const workerNodes = field(output, 'Nodes searched');
  const workerNps = field(output, 'Nodes/second');
  sameSearch &&= workerNodes === nativeNodes;
  console.log(`bench in the ${build.padEnd(5)} worker: ${workerNodes} nodes, ${workerNps} nodes/s (Chromium): ` +
    `${(100 * workerNps / nativeNps).toFixed(0)}% of native` +
    (workerNodes === nativeNodes ? ' (same node count: the same search)' : ' (NODE COUNTS DIFFER)'));
}
await context.close();
await browser.close();
await server.close();
if (!sameSearch) process.exit(1);
