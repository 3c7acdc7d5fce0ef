// Blindfold play (issue 23): the pieces hidden as chosen in Settings, moves still made by
// clicking squares or typing, every move shown in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshAppPerTest, typeMoves, movesPlayed, openMenu, waitForBoard } from './harness.mjs';

const app = freshAppPerTest();

const shown = (page, square) => page.locator(`[data-testid=board] [data-square=${square}] .piece`).isVisible();

async function chooseBlindfold(page, option) {
  await openMenu(page, 'Settings');
  await page.getByLabel('Blindfold').selectOption({ label: option });
  await page.keyboard.press('Escape');
}

test('blindfold hides the pieces asked for; squares still take moves, told in words; kept after a reload', async () => {
  const page = app.page;
  await chooseBlindfold(page, "Hide the opponent's pieces");
  assert.equal(await shown(page, 'e2'), true, 'White (at the bottom) is shown');
  assert.equal(await shown(page, 'e7'), false, 'Black is hidden');
  await chooseBlindfold(page, 'Hide all pieces');
  assert.equal(await shown(page, 'e2'), false);
  await page.click('[data-testid=board] [data-square=e2]');
  await page.click('[data-testid=board] [data-square=e4]');
  await typeMoves(page, 'e5');
  assert.deepEqual(await movesPlayed(page), ['e4', 'e5']);
  assert.match(await page.textContent('[data-testid=blindfold-moves]'), /e5/);
  await page.reload();
  await waitForBoard(page);
  assert.equal(await shown(page, 'e4'), false, 'the choice is kept');
  await chooseBlindfold(page, 'Off');
  assert.equal(await shown(page, 'e4'), true);
  assert.equal(await page.locator('[data-testid=blindfold-moves]').count(), 0);
});
