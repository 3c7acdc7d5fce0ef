// Languages (issue 26): chosen in Settings and kept, or taken from the browser; <html lang>
// follows; English answers for a language's missing message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, openApp, openMenu, waitForBoard } from './harness.mjs';

const app = freshAppPerTest();
const menu = (page) => page.getByRole('navigation');

test('Settings > Language: the page speaks German, <html lang> follows, kept after a reload', async () => {
  const page = app.page;
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await openMenu(page, 'Settings');
  const language = page.getByLabel('Language');
  const options = await language.locator('option').allTextContents();
  for (const name of ['English', 'Deutsch', 'Français', 'Español', 'Italiano']) assert.ok(options.includes(name), name);
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

test('a French browser gets French at once; a browser of a language not spoken here, English', async () => {
  const french = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'fr-FR' } });
  await menu(french.page).getByRole('button', { name: 'Nouvelle partie' }).waitFor();
  assert.equal(await french.page.getAttribute('html', 'lang'), 'fr');
  await french.context.close();
  const japanese = await openApp(app.browser, app.server.url, { contextOptions: { locale: 'ja-JP' } });
  await menu(japanese.page).getByRole('button', { name: 'New game' }).waitFor();
  assert.equal(await japanese.page.getAttribute('html', 'lang'), 'en');
  await japanese.context.close();
});
