// Settings that change how a game is played: blindfold (issue 23: the pieces hidden as
// chosen, moves still made by clicking squares or typing, every move shown in words) and
// auto-queen (issue 26).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, typeMoves, movesPlayed, openMenu, waitForBoard, importText, drag, eventually } from './harness.mjs';

const app = freshAppPerTest();

// A setting takes effect on the next render, which may land after the read that follows
// it: each visibility check waits for the state it expects.
const expectVisible = (locator, visible) => eventually(() => locator.isVisible(), visible);
const expectShown = (page, square, visible) =>
  expectVisible(page.locator(`[data-testid=board] [data-square=${square}] .piece`), visible);

async function choose(page, setting, option) {
  await openMenu(page, 'Settings');
  await page.getByLabel(setting).selectOption({ label: option });
  await page.keyboard.press('Escape');
}

const chooseBlindfold = (page, option) => choose(page, 'Blindfold', option);

test('blindfold hides the pieces asked for; squares still take moves, told in words; kept after a reload', async () => {
  const page = app.page;
  await chooseBlindfold(page, "Hide the opponent's pieces");
  await expectShown(page, 'e2', true); // White, at the bottom, is shown
  await expectShown(page, 'e7', false); // Black is hidden
  await chooseBlindfold(page, 'Hide all pieces');
  await expectShown(page, 'e2', false);
  await page.click('[data-testid=board] [data-square=e2]');
  await page.click('[data-testid=board] [data-square=e4]');
  await typeMoves(page, 'e5');
  assert.deepEqual(await movesPlayed(page), ['e4', 'e5']);
  assert.match(await page.textContent('[data-testid=blindfold-moves]'), /e5/);
  await page.reload();
  await waitForBoard(page);
  await expectShown(page, 'e4', false); // the choice is kept
  await chooseBlindfold(page, 'Off');
  await expectShown(page, 'e4', true);
  await eventually(() => page.locator('[data-testid=blindfold-moves]').count(), 0);
});

test('auto-queen: the picker asks by default; set to Always, a pawn promotes to a queen at once', async () => {
  const page = app.page;
  await importText(page, '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1', 'Load');
  await drag(page, 'b7', 'b8');
  await page.getByRole('dialog', { name: 'Choose a piece to promote to' }).waitFor();
  await page.keyboard.press('Escape');
  await choose(page, 'Auto-queen', 'Always');
  await drag(page, 'b7', 'b8');
  assert.deepEqual(await movesPlayed(page), ['b8=Q+']);
  assert.equal(await page.getByRole('dialog', { name: 'Choose a piece to promote to' }).count(), 0);
});

test('board size: the slider shrinks the board, kept after a reload', async () => {
  const page = app.page;
  const width = async () => (await page.getByTestId('board').boundingBox()).width;
  const full = await width();
  await openMenu(page, 'Settings');
  await page.getByLabel('Board size').fill('60');
  await page.keyboard.press('Escape');
  const smaller = await width();
  assert.ok(Math.abs(smaller / full - 0.6) < 0.03, `60% of ${full}: ${smaller}`);
  await page.reload();
  await waitForBoard(page);
  assert.ok(Math.abs((await width()) - smaller) < 1, 'kept');
});

test('zen mode (z): the board and the clocks only, a move still plays; leaving it brings all back', async () => {
  const page = app.page;
  await importText(page, '1. e4 e5 *', 'Load');
  await page.keyboard.press('z');
  await expectVisible(page.locator('.panel'), false); // no side panel
  await expectVisible(page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Settings' }), false);
  await expectVisible(page.getByTestId('player-top'), true); // the players and clocks stay
  await drag(page, 'g1', 'f3');
  assert.deepEqual(await movesPlayed(page), ['e4', 'e5', 'Nf3']);
  await page.reload();
  await waitForBoard(page);
  await expectVisible(page.locator('.panel'), false); // kept
  await page.getByRole('button', { name: 'Leave zen mode' }).click();
  await expectVisible(page.locator('.panel'), true);
});

test('auto-queen offers Always, When premoving and Never, as lichess does', async () => {
  const page = app.page;
  await openMenu(page, 'Settings');
  const options = await page.getByLabel('Auto-queen').locator('option').allTextContents();
  assert.deepEqual(options, ['When premoving', 'Always', 'Never']);
  await page.keyboard.press('Escape');
});

test('the settings draw each board theme and piece set small; a click on one chooses it, kept after a reload', async () => {
  const page = app.page;
  await openMenu(page, 'Settings');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const sets = settings.getByRole('group', { name: 'Piece sets' }).getByRole('button');
  assert.deepEqual(await sets.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ['Classic', 'Modern', 'High contrast', 'Letters']);
  // Every preview draws its own set: four different pictures of the same knight.
  const knights = await sets.evaluateAll((buttons) => buttons.map((b) =>
    getComputedStyle(b.querySelector('.piece.wN')).backgroundImage));
  assert.equal(new Set(knights).size, 4, 'four different drawings');
  await sets.filter({ hasText: '' }).nth(3).click();
  assert.equal(await page.locator('.app').getAttribute('data-pieces'), 'letters');
  assert.equal(await sets.nth(3).getAttribute('aria-pressed'), 'true');
  const themes = settings.getByRole('group', { name: 'Board themes' }).getByRole('button');
  assert.equal(await themes.count(), 4);
  await themes.nth(1).click();
  assert.equal(await page.getByTestId('board').getAttribute('data-theme'), 'blue');
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForBoard(page);
  assert.equal(await page.locator('.app').getAttribute('data-pieces'), 'letters');
  assert.equal(await page.getByTestId('board').getAttribute('data-theme'), 'blue');
});

test('a second sound set, Wood, synthesised in the page: chosen in Settings and kept after a reload', async () => {
  const page = app.page;
  await openMenu(page, 'Settings');
  const sounds = page.getByLabel('Sounds', { exact: true });
  assert.deepEqual(await sounds.locator('option').allTextContents(), ['Tones', 'Wood']);
  await sounds.selectOption({ label: 'Wood' });
  await page.keyboard.press('Escape');
  await typeMoves(page, 'e4 e5 Nf3');
  await page.reload();
  await waitForBoard(page);
  await openMenu(page, 'Settings');
  assert.equal(await page.getByLabel('Sounds', { exact: true }).inputValue(), 'wood');
});

test('confirm moves (off by default): a move on the board waits for Confirm, Cancel leaves the game as it was', async () => {
  const page = app.page;
  await drag(page, 'e2', 'e4');
  assert.deepEqual(await movesPlayed(page), ['e4'], 'off: played at once');
  await openMenu(page, 'Settings');
  const confirm = page.getByLabel('Confirm moves (a move on the board waits for Confirm)');
  assert.equal(await confirm.isChecked(), false);
  await confirm.check();
  await page.keyboard.press('Escape');
  await drag(page, 'e7', 'e5');
  const question = page.getByTestId('confirm-move');
  assert.equal(await question.getByText('Play e5?').count(), 1);
  assert.deepEqual(await movesPlayed(page), ['e4'], 'waiting');
  // Shown made while it waits, as lichess shows it.
  await page.locator('[data-testid=board] [data-square=e5] .piece').waitFor();
  assert.equal(await page.locator('[data-testid=board] [data-square=e7] .piece').count(), 0);
  await question.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(await movesPlayed(page), ['e4']);
  assert.equal(await page.locator('[data-testid=board] [data-square=e7] .piece').count(), 1, 'the pawn is back');
  await drag(page, 'e7', 'e5');
  await question.getByRole('button', { name: 'Confirm' }).click();
  assert.deepEqual(await movesPlayed(page), ['e4', 'e5']);
  await page.reload();
  await waitForBoard(page);
  await openMenu(page, 'Settings');
  assert.equal(await page.getByLabel('Confirm moves (a move on the board waits for Confirm)').isChecked(), true, 'kept');
});
