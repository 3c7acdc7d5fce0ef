// Accessibility (issue 26): axe-core 4.14 (WCAG 2.0/2.1 A and AA rules) finds nothing over the
// first load, a selected piece, a few moves, both colour schemes, and the screens and dialogs
// a player opens first: the start choices, New game, Settings, Games, Puzzles (and your
// mistakes), the board editor. The page's CSP forbids inline scripts, so these contexts let
// the test inject axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { freshAppPerTest, drag, openMenu, waitForBoard } from './harness.mjs';

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const app = freshAppPerTest({ contextOptions: { bypassCSP: true, colorScheme: 'light' } });

/** The violations axe finds on the page as it is, one line each. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }));
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

async function expectClean(page, where) {
  assert.deepEqual(await violations(page), [], where);
}

test('the board: first load (the start choices), a selected piece, a few moves, in light and dark', async () => {
  const page = app.page;
  await page.getByTestId('start').waitFor();
  await expectClean(page, 'first load');
  await page.click('[data-square=e2]');
  await expectClean(page, 'a piece selected, its moves shown');
  await drag(page, 'e2', 'e4');
  await drag(page, 'e7', 'e5');
  await drag(page, 'g1', 'f3');
  await expectClean(page, 'a few moves');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectClean(page, 'the dark scheme');
});

test('the dialogs a player opens first: New game, Settings, Games', async () => {
  const page = app.page;
  await drag(page, 'e2', 'e4');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'New game' }).click();
  await page.getByRole('alertdialog').waitFor();
  await expectClean(page, 'the question before leaving a game');
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  await expectClean(page, 'New game');
  await page.keyboard.press('Escape');
  await openMenu(page, 'Settings');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  await expectClean(page, 'Settings');
  await page.keyboard.press('Escape');
  await openMenu(page, 'Games');
  await page.getByRole('dialog', { name: 'Games' }).waitFor();
  await page.locator('.game-item').first().waitFor();
  await expectClean(page, 'Games');
});

test('the other screens: Puzzles, your mistakes, the board editor', async () => {
  const page = app.page;
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Puzzles' }).click();
  await page.locator('[data-testid=puzzle][data-puzzle-id]').waitFor();
  await page.locator('.puzzle-message', { hasText: 'Your turn' }).waitFor();
  await expectClean(page, 'Puzzles');
  await page.getByRole('tab', { name: /Your mistakes/ }).click();
  await page.locator('.puzzle-message', { hasText: 'No mistakes yet' }).waitFor();
  await expectClean(page, 'your mistakes');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await waitForBoard(page);
  await menu.getByRole('button', { name: 'Board editor' }).click();
  await page.getByTestId('editor').waitFor();
  await expectClean(page, 'the board editor');
});

test('text in colour: an import\'s error and a move\'s comment, in light and dark', async () => {
  const page = app.page;
  await openMenu(page, 'Import');
  await page.fill('[data-testid=import-text]', '8/8/8/8 w - - 0 1 extra');
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.locator('.field-error').waitFor();
  await expectClean(page, 'a FEN refused, its reason shown');
  await page.keyboard.press('Escape');
  await drag(page, 'e2', 'e4');
  await page.getByLabel('Comment on this move').fill('the most popular first move');
  await page.getByLabel('Comment on this move').press('Enter');
  await page.locator('.comment').first().waitFor();
  await expectClean(page, 'a comment in the move list');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectClean(page, 'the comment in the dark scheme');
});
