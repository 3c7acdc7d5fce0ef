// Trunk's post-build hook: makes the staged site work offline and locks it down.
// - writes sw.js from web/sw.js with the list of every file and a version hash;
// - adds a Content-Security-Policy that allows the app's own files, its wasm and its worker,
//   and Trunk's one inline loader script by its hash, and nothing else.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!staging) throw new Error('run by Trunk: TRUNK_STAGING_DIR is not set');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// 1. The Content-Security-Policy, in index.html's head.
const indexPath = join(staging, 'index.html');
let html = readFileSync(indexPath, 'utf8');
const inlineHashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inlineHashes.join(' ')}`.trim(),
  // No 'unsafe-inline': the app sets no inline style (dynamic values go through the CSSOM).
  "style-src 'self'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
html = html.replace(/<meta charset="utf-8">/, (charset) => `${charset}\n  <meta http-equiv="Content-Security-Policy" content="${policy}">`);
if (!html.includes('Content-Security-Policy')) throw new Error('index.html has no <meta charset="utf-8"> to put the policy after');
writeFileSync(indexPath, html);

// 2. The service worker, listing every file (the page as "./" too).
const assets = files(staging)
  .map((path) => './' + relative(staging, path).split('\\').join('/'))
  .filter((path) => path !== './sw.js')
  .sort();
const version = createHash('sha256');
for (const asset of assets) version.update(asset).update(readFileSync(join(staging, asset)));
const worker = readFileSync(join(source, 'web', 'sw.js'), 'utf8')
  .replace('__VERSION__', version.digest('hex').slice(0, 16))
  .replace('__ASSETS__', JSON.stringify(['./', ...assets], null, 2));
writeFileSync(join(staging, 'sw.js'), worker);
console.log(`postbuild: CSP with ${inlineHashes.length} inline script hash(es); sw.js caching ${assets.length + 1} files`);
