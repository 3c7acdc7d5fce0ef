// A second deployment of the built site, as a new version would be: the same files, the app's
// script and wasm under new names (as a new build's hashes give them), index.html pointing at
// them with its Content-Security-Policy made again, and a service worker of a new version.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { secureIndex, writeServiceWorker } from '../../web/build/site.mjs';

const TEMPLATE = fileURLToPath(new URL('../../web/sw.js', import.meta.url));

/** Copies `dist` into a new folder as the next version; returns the folder and the app's new name. */
export function nextBuild(dist) {
  const dir = mkdtempSync(join(tmpdir(), 'chess-next-build-'));
  cpSync(dist, dir, { recursive: true });
  const script = readdirSync(dir).find((name) => /^chess-app-[0-9a-f]+\.js$/.test(name));
  const base = script.slice(0, -'.js'.length);
  const next = `${base}0next`;
  renameSync(join(dir, `${base}.js`), join(dir, `${next}.js`));
  renameSync(join(dir, `${base}_bg.wasm`), join(dir, `${next}_bg.wasm`));
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replaceAll(base, next));
  secureIndex(dir);
  writeServiceWorker(dir, TEMPLATE);
  return { dir, base, next };
}
