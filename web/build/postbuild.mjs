// Trunk's post-build hook: makes the staged site work offline and locks it down (see site.mjs).
import { join } from 'node:path';
import { secureIndex, writeServiceWorker } from './site.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
if (!staging) throw new Error('run by Trunk: TRUNK_STAGING_DIR is not set');

const inlineScripts = secureIndex(staging);
const cached = writeServiceWorker(staging, join(source, 'web', 'sw.js'));
console.log(`postbuild: CSP with ${inlineScripts} inline script hash(es); sw.js caching ${cached} files`);
