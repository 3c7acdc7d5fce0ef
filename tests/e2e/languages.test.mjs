// Languages (issue 26): chosen in Settings and kept, or taken from the browser; <html lang>
// follows; English answers for a language's missing message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drag, eventually, freshAppPerTest, openApp, openMenu, typeMoves, waitForBoard } from './harness.mjs';

const app = freshAppPerTest();
/** Each language's name for itself, as Settings offers them (the same on every page). */
const LANGUAGE_NAMES = ['English', 'Deutsch', 'Français', 'Español', 'Català', 'Italiano', 'Português', 'Română', 'Русский', 'Українська', 'Polski', 'Čeština', 'Slovenčina', 'Svenska', 'Dansk', 'Norsk bokmål', 'Nederlands', 'Türkçe', 'Ελληνικά', '中文（简体）', '中文（繁體）', '日本語', '한국어', 'हिन्दी', 'Bahasa Indonesia', 'العربية', 'فارسی', 'עברית', 'Tiếng Việt'];
const menu = (page) => page.getByRole('navigation');

test('Settings > Language: the page speaks German, <html lang> follows, kept after a reload', async () => {
  const page = app.page;
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await openMenu(page, 'Settings');
  const language = page.getByLabel('Language');
  const options = await language.locator('option').allTextContents();
  for (const name of LANGUAGE_NAMES) assert.ok(options.includes(name), name);
  await language.selectOption({ label: 'Deutsch' });
  await page.keyboard.press('Escape');
  await menu(page).getByRole('button', { name: 'Neue Partie' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.equal(await page.getByRole('navigation', { name: 'Menü' }).count(), 1);
  await page.getByTestId('start').getByRole('button', { name: 'Gegen den Computer' }).waitFor();
  await page.reload();
  await waitForBoard(page);
  await menu(page).getByRole('button', { name: 'Einstellungen' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
});

test('a French browser gets French at once, a Russian one Russian, a Taiwanese one traditional Chinese; a browser of a language not spoken here, English', async () => {
  const french = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'fr-FR' } });
  await menu(french.page).getByRole('button', { name: 'Nouvelle partie' }).waitFor();
  assert.equal(await french.page.getAttribute('html', 'lang'), 'fr');
  await french.context.close();
  // Russian declines the side's name by its colour key: "Ход белых", "Ход чёрных".
  const russian = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'ru-RU' } });
  await russian.page.getByTestId('status').filter({ hasText: 'Ход белых' }).waitFor();
  await drag(russian.page, 'e2', 'e4');
  await russian.page.getByTestId('status').filter({ hasText: 'Ход чёрных' }).waitFor();
  await eventually(() => russian.page.textContent('[data-testid=announcer]'), 'Белые сыграли e4. Ход чёрных.');
  await russian.context.close();
  // Chinese as written in Taiwan is in traditional characters ("新對局", not "新对局").
  const taiwanese = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'zh-TW' } });
  await menu(taiwanese.page).getByRole('button', { name: '新對局' }).waitFor();
  assert.equal(await taiwanese.page.getAttribute('html', 'lang'), 'zh-Hant');
  await taiwanese.context.close();
  const swahili = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'sw-KE' } });
  await menu(swahili.page).getByRole('button', { name: 'New game' }).waitFor();
  assert.equal(await swahili.page.getAttribute('html', 'lang'), 'en');
  await swahili.context.close();
});

test('an Arabic browser: the page reads right to left, the board and the move buttons stay left to right, moves keep their order', async () => {
  const { page, context } = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'ar-EG' } });
  await page.getByTestId('status').filter({ hasText: 'الدور على' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'ar');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  const box = async (selector) => (await page.locator(selector).first().boundingBox());
  // a1 at White's bottom left, as on every board; the panel at the board's left (mirrored).
  assert.ok((await box('[data-square=a1]')).x < (await box('[data-square=h1]')).x, 'the board is not mirrored');
  assert.ok((await box('[data-square=a1]')).y > (await box('[data-square=a8]')).y);
  assert.ok((await box('.panel')).x < (await box('[data-square=a1]')).x, 'the page is mirrored: the panel on the left');
  const navigation = page.getByRole('group', { name: 'التنقل بين النقلات' });
  const first = await navigation.getByRole('button', { name: 'الوضعية الأولى' }).boundingBox();
  const last = await navigation.getByRole('button', { name: 'الوضعية الأخيرة' }).boundingBox();
  assert.ok(first.x < last.x, '« first stays left of last », as the ← → keys');
  // A move inside an Arabic sentence is isolated, so its letters and signs keep their order; so
  // is each of the two sentences said after it (Arabic's `sentence-pair`).
  await drag(page, 'e2', 'e4');
  const isolated = (text) => `\u2068${text}\u2069`;
  const said = `لعب ${isolated('الأبيض')} ${isolated('e4')}.`;
  const turn = `الدور على ${isolated('الأسود')}.`;
  await eventually(() => page.textContent('[data-testid=announcer]'), `${isolated(said)} ${isolated(turn)}`);
  // In the move list "Qh5+" and "1." read left to right: the sign after the move, the dot after
  // the number (unisolated, a right-to-left line would show "+Qh5" and ".1").
  await typeMoves(page, 'f5 Qh5+');
  const leftToRight = (selector) => page.locator(selector).first().evaluate((element) => {
    const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
    const x = (offset) => { const range = document.createRange(); range.setStart(text, offset); range.setEnd(text, offset + 1); return range.getBoundingClientRect().x; };
    return x(0) < x(text.textContent.length - 1);
  });
  assert.ok(await leftToRight('.move[data-san="Qh5+"]'), 'Qh5+ reads left to right');
  assert.ok(await leftToRight('.move-number'), '1. reads left to right');
  await context.close();
});

/** Every text a visitor meets on the page: visible text nodes, and the names, titles and
 * placeholders screen readers and tooltips give. */
const pageTexts = (page) => page.evaluate(() => {
  const texts = new Set();
  const shown = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.textContent.trim();
    if (text && node.parentElement && shown(node.parentElement)) texts.add(text);
  }
  for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return [...texts];
});

/** The language a browser's locale gets: its language's, but Taiwan's Chinese is traditional. */
const codeOf = (locale) => (locale === 'zh-TW' ? 'zh-Hant' : locale.slice(0, 2));

/** The texts of the screens and dialogs a first hour meets, in the browser's language. */
async function textsOfEveryScreen(browser, url, locale) {
  const { page, context } = await openApp(browser, url, { contextOptions: { locale }, query: '?seed=7' });
  const texts = new Set();
  const keep = async () => (await pageTexts(page)).forEach((t) => texts.add(t));
  const fresh = async () => { await page.goto(url + '?seed=7'); await waitForBoard(page); };
  await page.waitForFunction((code) => document.documentElement.lang === code, codeOf(locale));
  await keep();
  const menuButtons = page.locator('nav.menu > button');
  for (let i = 0; i < await menuButtons.count(); i++) {
    if (!(await menuButtons.nth(i).isVisible())) continue;
    await menuButtons.nth(i).click();
    await page.waitForTimeout(300);
    if (await page.getByTestId('puzzle').count()) {
      await page.locator('[data-testid=puzzle][data-state=playing]').waitFor();
      await keep();
      await page.getByRole('tab').nth(1).click();
      await page.getByTestId('mistakes-count').waitFor();
    }
    await keep();
    await fresh();
  }
  // A refused move explains itself.
  await drag(page, 'e2', 'e5');
  await page.getByTestId('notice').waitFor();
  await keep();
  const refused = await page.textContent('[data-testid=notice]');
  await page.fill('[data-testid=move-input]', 'Nf4');
  await page.press('[data-testid=move-input]', 'Enter');
  await page.waitForFunction((before) => document.querySelector('[data-testid=notice]')?.textContent !== before, refused);
  await keep();
  // A game to its end: the moves, the status, the game's end and its buttons.
  for (const [from, to] of [['f2', 'f3'], ['e7', 'e5'], ['g2', 'g4'], ['d8', 'h4']]) {
    await page.click(`[data-square=${from}]`);
    await page.click(`[data-square=${to}]`);
  }
  await page.getByTestId('result-box').waitFor();
  await keep();
  await context.close();
  return texts;
}

test('every text the app shows is in the language chosen: nothing English is left on any screen', { timeout: 600_000 }, async () => {
  const english = await textsOfEveryScreen(app.browser, app.server.url, 'en-GB');
  // Words the languages share with English (the time controls' names among them), and what is
  // not the app's to translate: opening names (the openings book's), FEN and PGN.
  const shared = {
    de: ['Start', 'Engine', 'Editor', 'Analyse', 'En passant', 'Standard', 'Modern', 'Chess960', 'FEN', 'PGN'],
    fr: ['Menu', 'Page', 'Analyse', 'En passant', 'Standard', 'Chess960', 'FEN', 'PGN'],
    es: ['Chess960', 'FEN', 'PGN'],
    ca: ['Chess960', 'FEN', 'PGN', 'Editor', 'Variant', 'Increment'],
    it: ['Menu', 'Editor', 'Computer', 'En passant', 'Standard', 'Chess960', 'FEN', 'PGN'],
    pt: ['Editor', 'En passant', 'Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    ru: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    uk: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    pl: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    ro: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Editor', 'Standard', 'En passant'],
    nb: ['Chess960', 'FEN', 'PGN', 'Home End', 'Start', 'Standard', 'Variant', 'En passant', 'Analyse'],
    da: ['Chess960', 'FEN', 'PGN', 'Home End', 'Menu', 'Start', 'Standard', 'Variant', 'En passant', 'Analyse'],
    sv: ['Chess960', 'FEN', 'PGN', 'Home End', 'Start', 'Standard', 'Variant', 'En passant', 'Blunder'],
    sk: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Menu', 'Editor', 'Import', 'Export', 'Variant'],
    cs: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Menu', 'Editor', 'Import', 'Export'],
    nl: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Analyse', 'Variant', 'Opening', 'Letters', 'Engine', 'En passant', 'Modern'],
    tr: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Modern'],
    el: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    zh: ['Chess960', 'FEN', 'PGN', 'Home End'],
    'zh-Hant': ['Chess960', 'FEN', 'PGN', 'Home End'],
    ja: ['Chess960', 'FEN', 'PGN', 'Home End'],
    ko: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    hi: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    id: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt', 'Level', 'En passant', 'Modern'],
    ar: ['Chess960', 'FEN', 'PGN', 'Home End'],
    fa: ['Chess960', 'FEN', 'PGN', 'Home End'],
    he: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
    vi: ['Chess960', 'FEN', 'PGN', 'Home End', 'Shift, Alt'],
  };
  const notTheApps = (text) => /^[A-E]\d\d /.test(text) || /^\d+\+\d+ (Bullet|Blitz|Rapid)$/.test(text) || /^\[Event/.test(text) || /\/.*\/.* [wb] /.test(text);
  for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'ca-ES', 'it-IT', 'pt-BR', 'ro-RO', 'ru-RU', 'uk-UA', 'pl-PL', 'cs-CZ', 'sk-SK', 'sv-SE', 'da-DK', 'nb-NO', 'nl-NL', 'tr-TR', 'el-GR', 'zh-CN', 'zh-TW', 'ja-JP', 'ko-KR', 'hi-IN', 'id-ID', 'ar-EG', 'fa-IR', 'he-IL', 'vi-VN']) {
    const code = codeOf(locale);
    const texts = await textsOfEveryScreen(app.browser, app.server.url, locale);
    const left = [...texts].filter((t) => english.has(t) && /[a-z]{3}/i.test(t) && !notTheApps(t)
      && !shared[code].includes(t) && !LANGUAGE_NAMES.includes(t));
    assert.deepEqual(left, [], `${code}: English left on the page`);
  }
});
