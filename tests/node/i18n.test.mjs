// The app's languages (web/i18n/<code>.ftl, issue 26): each file reads without an error in
// Project Fluent's own formatter, every language has exactly English's messages (a message
// missing or left over in any language fails), every message the code asks for exists, and
// English keeps to the subset of Fluent the app's built-in reader understands (see
// crates/app/src/state/messages.rs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fluent from '@fluent/bundle';

const { FluentBundle, FluentResource } = fluent;
const root = new URL('../../', import.meta.url).pathname;
const folder = join(root, 'web', 'i18n');
const languages = readdirSync(folder).filter((f) => f.endsWith('.ftl')).map((f) => f.replace('.ftl', ''));

function bundle(code) {
  const text = readFileSync(join(folder, `${code}.ftl`), 'utf8');
  const bundle = new FluentBundle(code, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  return { bundle, errors, text, keys: [...bundle._messages.keys()].sort() };
}

/** A formatter of `code`'s messages: (key, args) → text. */
function formatterOf(code) {
  const { bundle: b } = bundle(code);
  return (key, args) => b.formatPattern(b.getMessage(key).value, args);
}

/** Every source file of the app, and the message keys it asks for. */
function keysUsed() {
  const used = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.rs')) {
        // The code only: not its comments, nor its tests (which ask for missing keys on purpose).
        const code = readFileSync(path, 'utf8').split('#[cfg(test)]')[0].replace(/\/\/.*$/gm, '');
        for (const [, key] of code.matchAll(/\btr(?:_with)?\(\s*"([a-z0-9-]+)"/g)) used.add(key);
      }
    }
  };
  walk(join(root, 'crates', 'app', 'src'));
  return [...used].sort();
}

test('the app speaks five languages at least, English among them', () => {
  assert.ok(languages.includes('en'));
  assert.ok(languages.length >= 5, languages.join(', '));
});

test('every file reads without an error in Fluent', () => {
  for (const code of languages) assert.deepEqual(bundle(code).errors.map(String), [], code);
});

test('every language has exactly the messages English has', () => {
  const english = bundle('en').keys;
  for (const code of languages) {
    const keys = bundle(code).keys;
    assert.deepEqual(english.filter((k) => !keys.includes(k)), [], `${code}: missing`);
    assert.deepEqual(keys.filter((k) => !english.includes(k)), [], `${code}: not in English`);
  }
});

test('every message the code asks for exists in English', () => {
  const english = bundle('en').keys;
  const used = keysUsed();
  assert.ok(used.length > 10, `found ${used.length} keys in the code`);
  assert.deepEqual(used.filter((k) => !english.includes(k)), []);
});

test('English keeps to the subset the built-in reader understands', () => {
  const lines = bundle('en').text.split('\n');
  const allowed = [
    /^$/, /^#/, // blank lines, comments
    /^[a-zA-Z0-9-]+ = [^{}]*(\{ \$[a-z]+ \}[^{}]*)*$/, // text with { $variable } placeables
    /^[a-zA-Z0-9-]+ = \{ \$[a-z]+ ->$/, // a selection's start
    /^ +\*?\[[a-z0-9]+\] [^{}]*(\{ \$[a-z]+ \}[^{}]*)*$/, // a variant
    /^\}$/, // a selection's end
  ];
  for (const line of lines) assert.ok(allowed.some((re) => re.test(line)), `not in the subset: ${line}`);
});

/** Each message's variables, from its source text: `{ $name }` placeables and selections. */
function variablesByMessage(code) {
  const variables = {};
  let current = null;
  for (const line of bundle(code).text.split('\n')) {
    const start = line.match(/^([a-z][a-z0-9-]*) =/);
    if (start) current = variables[start[1]] = new Set();
    else if (!/^[ }*[]/.test(line)) current = null;
    if (current) for (const [, name] of line.matchAll(/\$([a-z]+)/g)) current.add(name);
  }
  return variables;
}

test('every variable a translation uses is given to its message: English’s, or a side’s colour key', () => {
  // The code gives `color` ("white" or "black") wherever it gives a side's name (`side`,
  // `winner`): languages that decline the name select on it ("Ход белых").
  // And arguments English has no use for: the piece's kind, on which gendered languages select.
  const notInEnglish = { 'placed-piece': ['role'] };
  const english = variablesByMessage('en');
  for (const code of languages) {
    for (const [key, names] of Object.entries(variablesByMessage(code))) {
      const given = new Set([...(english[key] ?? []), ...(notInEnglish[key] ?? [])]);
      const sided = given.has('side') || given.has('winner');
      const unknown = [...names].filter((name) => !given.has(name) && !(name === 'color' && sided));
      assert.deepEqual(unknown, [], `${code}: ${key}`);
    }
  }
});

test('Russian chooses its plural forms and declines the side by the colour key', () => {
  const format = formatterOf('ru');
  assert.deepEqual([1, 3, 5, 21].map((count) => format('games-moves', { count })), ['1 ход', '3 хода', '5 ходов', '21 ход']);
  assert.equal(format('status-to-move', { side: 'Чёрные', color: 'black' }), 'Ход чёрных');
  assert.equal(format('status-to-move', { side: 'Белые', color: 'white' }), 'Ход белых');
  assert.deepEqual([0, 1, 2, 21].map((days) => format('mistakes-when', { days })), ['пора', 'завтра', 'через 2 дня', 'через 21 день']);
});

test('Arabic chooses among its six plural forms', () => {
  const format = formatterOf('ar');
  assert.deepEqual([0, 1, 2, 3, 11, 100].map((count) => format('games-moves', { count })),
    ['0 نقلة', 'نقلة واحدة', 'نقلتان', '3 نقلات', '11 نقلة', '100 نقلة']);
  assert.deepEqual([0, 1, 2, 7, 30].map((days) => format('mistakes-when', { days })),
    ['مستحق', 'غدًا', 'بعد يومين', 'بعد 7 أيام', 'بعد 30 يومًا']);
});

test('Hindi puts Black in its oblique form before a postposition ("काले की चाल")', () => {
  const format = formatterOf('hi');
  assert.equal(format('status-to-move', { side: 'काला', color: 'black' }), 'काले की चाल');
  assert.equal(format('said-played', { side: 'काला', color: 'black', move: 'e5' }), 'काले ने e5 चला।');
  assert.equal(format('outcome-win', { winner: 'काला', color: 'black' }), 'काला जीता');
  assert.deepEqual([1, 3].map((count) => format('games-moves', { count })), ['1 चाल', '3 चालें']);
});

test('a language selects only on plural forms it has (Chinese and Indonesian have no "one")', () => {
  const pluralNames = ['zero', 'one', 'two', 'few', 'many', 'other'];
  for (const code of languages) {
    const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const used = [...bundle(code).text.matchAll(/^\s*\*?\[([a-z]+)\]/gm)].map(([, key]) => key);
    const unknown = [...new Set(used.filter((key) => pluralNames.includes(key) && !forms.includes(key)))];
    assert.deepEqual(unknown, [], `${code}: plural forms it does not have`);
  }
});

test('each language joins and ends sentences as it writes them ("。" with no space in Japanese)', () => {
  const said = (code) => {
    const format = formatterOf(code);
    const pair = format('sentence-pair', { first: 'A', second: 'B' });
    return [pair, format('sentence-ended', { clause: 'C' })];
  };
  const expected = { zh: ['AB', 'C。'], 'zh-Hant': ['AB', 'C。'], ja: ['AB', 'C。'], hi: ['A B', 'C।'] };
  for (const code of languages) assert.deepEqual(said(code), expected[code] ?? ['A B', 'C.'], code);
});
