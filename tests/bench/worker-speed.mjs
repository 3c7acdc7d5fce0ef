// The engine's speed in its Web Worker (Chromium) against the native binary, with the same
// `bench`: same positions, same depth, same evaluation network (the worker fetches the one
// shipped in dist/; the native binary is given the same file), so the node counts must match
// exactly too. Both worker builds are measured: the one with wasm SIMD in the network's loops
// (what browsers with SIMD load) and the plain one (the fallback).
//
// Each worker runs the bench twice. V8 first runs wasm from its baseline compiler (Liftoff) and
// swaps in optimised code function by function as they get hot, so the first run (cold) is
// partly baseline code; the second (warm) is what a search of more than a moment runs at, and
// is the figure compared with native. Both are printed.
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
// The outputs of two benches in one worker: [cold, warm].
const benchTwiceInWorker = (script) => page.evaluate((script) => new Promise((resolve) => {
  const worker = new Worker(script);
  const outputs = [];
  let lines = [];
  worker.onmessage = (event) => {
    if (event.data === 'ready') {
      worker.postMessage('1\nbench');
      return;
    }
    lines.push(event.data.replace(/^1 /, ''));
    if (event.data.includes('Nodes/second')) {
      outputs.push(lines.join('\n'));
      lines = [];
      if (outputs.length < 2) {
        worker.postMessage('1\nbench');
      } else {
        worker.terminate();
        resolve(outputs);
      }
    }
  };
}), script);

console.log(`bench native:            ${nativeNodes} nodes, ${nativeNps} nodes/s`);
let sameSearch = true;
for (const [build, script] of Object.entries(WORKER_SCRIPTS)) {
  const [cold, warm] = await benchTwiceInWorker(script);
  const workerNodes = field(warm, 'Nodes searched');
  const workerNps = field(warm, 'Nodes/second');
  sameSearch &&= workerNodes === nativeNodes && field(cold, 'Nodes searched') === nativeNodes;
  console.log(`bench in the ${build.padEnd(5)} worker: ${workerNodes} nodes, ${workerNps} nodes/s warm ` +
    `(${field(cold, 'Nodes/second')} cold, Chromium): ${(100 * workerNps / nativeNps).toFixed(0)}% of native` +
    (workerNodes === nativeNodes ? ' (same node count: the same search)' : ' (NODE COUNTS DIFFER)'));
}
await context.close();
await browser.close();
await server.close();
if (!sameSearch) process.exit(1);
