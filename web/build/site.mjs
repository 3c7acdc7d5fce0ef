// What makes a built site work offline and locked down, shared by the build's post-build step
// and the tests that make a second deployment of it:
// - the Content-Security-Policy in index.html's head: the app's own files, its wasm and its
//   worker, and Trunk's one inline loader script by its hash, and nothing else;
// - sw.js, from web/sw.js, with the list of every file and a version hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** index.html with its Content-Security-Policy (any older one replaced). */
export function withContentSecurityPolicy(html) {
  const bare = html.replace(/\n\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const inlineHashes = [...bare.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
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
  const secured = bare.replace(/<meta charset="utf-8">/, (charset) => `${charset}\n  <meta http-equiv="Content-Security-Policy" content="${policy}">`);
  if (!secured.includes('Content-Security-Policy')) throw new Error('index.html has no <meta charset="utf-8"> to put the policy after');
  return { html: secured, inlineScripts: inlineHashes.length };
}

/** Writes the policy into `dir`/index.html. */
export function secureIndex(dir) {
  const path = join(dir, 'index.html');
  const { html, inlineScripts } = withContentSecurityPolicy(readFileSync(path, 'utf8'));
  writeFileSync(path, html);
  return inlineScripts;
}

/** Writes `dir`/sw.js from the template, listing every file (the page as "./" too). */
export function writeServiceWorker(dir, template) {
  const assets = files(dir)
    .map((path) => './' + relative(dir, path).split('\\').join('/'))
    .filter((path) => path !== './sw.js')
    .sort();
  const version = createHash('sha256');
  for (const asset of assets) version.update(asset).update(readFileSync(join(dir, asset)));
  const worker = readFileSync(template, 'utf8')
    .replace('__VERSION__', version.digest('hex').slice(0, 16))
    .replace('__ASSETS__', JSON.stringify(['./', ...assets], null, 2));
  writeFileSync(join(dir, 'sw.js'), worker);
  return assets.length + 1;
}
