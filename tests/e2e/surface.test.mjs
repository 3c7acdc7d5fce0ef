// The playing surface: the layout at desktop and phone sizes, the New game dialog, clocks and
// flag falls, premoves, arrows and circles, sounds, looks, captured material, confirmations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  freshAppPerTest, pauseClock, openApp, drag, typeMoves, movesPlayed, pieceOn, plies, waitForPlies, newGame,
  status, confirm, openMenu, importText, inViewport, scrollsSideways, squareCentre, waitForBoard,
  DESKTOP, PHONE, LANDSCAPE, eventually,
} from './harness.mjs';

const app = freshAppPerTest();

const SIZES = [['desktop', DESKTOP], ['phone portrait', PHONE], ['phone landscape', LANDSCAPE]];

for (const [name, viewport] of SIZES) {
  test(`${name}: board, strips and status in view, no sideways scroll, notices and errors seen`, async () => {
    const { page, context, errors } = await openApp(app.browser, app.server.url, { viewport });
    const check = async (when) => {
      for (const selector of ['[data-testid=board]', '[data-testid=status]']) {
        assert.ok(await inViewport(page, selector), `${selector} in view ${when}`);
      }
      assert.equal(await scrollsSideways(page), false, `no sideways scroll ${when}`);
    };
    await check('on load');
    assert.equal(await page.locator('[data-testid=player-top]').getAttribute('data-color'), 'b');
    assert.equal(await page.locator('[data-testid=player-bottom]').getAttribute('data-color'), 'w');
    assert.equal(await page.textContent('[data-testid=moves]'), 'No moves yet');
    await newGame(page, { colour: 'white', level: 1 });
    await check('after starting a game against the computer');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page stays at the top');
    // A refused move's notice appears in view, over the board, without moving the controls.
    await drag(page, 'e2', 'e5');
    await page.waitForSelector('[data-testid=notice]');
    assert.ok(await inViewport(page, '[data-testid=notice]'), 'the notice is in view');
    // A failed import shows its error in view, inside the dialog.
    await importText(page, 'this is not chess');
    await page.waitForSelector('[data-testid=import-error]');
    assert.ok(await inViewport(page, '[data-testid=import-error]'), 'the import error is in view');
    assert.match(await page.textContent('[data-testid=import-error]'), /./);
    await page.screenshot({ path: `target/x-logs/screenshot-${name.replace(/ /g, '-')}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the New game dialog has labelled choices and starts the game chosen', async () => {
  await app.page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'New game' }).click();
  const dialog = app.page.getByRole('dialog', { name: 'New game' });
  for (const label of ['Opponent', 'Colour', 'Level', 'Time control', 'Variant']) {
    assert.equal(await dialog.getByLabel(label, { exact: true }).count(), 1, label);
  }
  const levels = await dialog.getByLabel('Level', { exact: true }).locator('option').allTextContents();
  assert.equal(levels.length, 9);
  for (const level of levels) assert.match(level, /^Level \d, about \d{3,4}$/);
  assert.match(await dialog.textContent(), /measured/, 'how the levels were measured is said where they are chosen');
  const times = await dialog.getByLabel('Time control', { exact: true }).locator('option').allTextContents();
  assert.deepEqual(times, ['Untimed', '1+0', '3+2', '5+3', '10+0', '15+10', '30+0', 'Custom']);
  await app.page.keyboard.press('Escape');
  await newGame(app.page, { opponent: 'friend', time: '5+3', variant: 'chess960' });
  const backRank = [];
  for (const file of 'abcdefgh') backRank.push(await pieceOn(app.page, `${file}1`));
  assert.notDeepEqual(backRank, ['wR', 'wN', 'wB', 'wQ', 'wK', 'wB', 'wN', 'wR'], 'a Chess960 start (518 is unlikely)');
  for (const file of 'abcdefgh') {
    assert.equal((await pieceOn(app.page, `${file}8`)).slice(1), (await pieceOn(app.page, `${file}1`)).slice(1), 'mirrored');
  }
  assert.equal(await app.page.textContent('[data-testid=clock-white]'), '5:00');
});

test('a game in progress is never replaced without asking', async () => {
  await typeMoves(app.page, 'e4 e5');
  await app.page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'New game' }).click();
  await confirm(app.page, 'Cancel');
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5']);
  await newGame(app.page, { opponent: 'friend' });
  assert.equal(await plies(app.page), 0);
});

test('clocks: the side to move runs, increments are added, tenths under ten seconds; each move keeps its clock', async () => {
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await newGame(app.page, { opponent: 'friend', time: '3+2' });
  // The page's time stands still between the steps below: every display is exact.
  await pauseClock(app.page);
  const white = app.page.locator('[data-testid=clock-white]');
  const black = app.page.locator('[data-testid=clock-black]');
  assert.equal(await white.textContent(), '3:00');
  assert.equal(await white.getAttribute('data-running'), 'false', 'the clock starts with the first move');
  await typeMoves(app.page, 'e4');
  // White's first move starts Black's clock, as on a real clock.
  assert.equal(await white.getAttribute('data-running'), 'false');
  assert.equal(await black.getAttribute('data-running'), 'true');
  assert.equal(await white.textContent(), '3:00');
  await app.page.clock.runFor(10_000);
  assert.equal(await black.textContent(), '2:50', 'ten seconds gone');
  // Black's move banks the two-second increment and starts White's clock.
  await typeMoves(app.page, 'e5');
  assert.equal(await black.textContent(), '2:52', 'the increment added');
  assert.equal(await white.getAttribute('data-running'), 'true');
  await typeMoves(app.page, 'Nf3');
  assert.equal(await white.textContent(), '3:02', 'White banked its increment too');
  await app.page.clock.runFor(165_000);
  assert.equal(await black.textContent(), '7.0', 'tenths under ten seconds');
  assert.match(await black.getAttribute('class'), /low/);
  // Each move's clock is kept with it, shown under the moves once the game is over (as lichess
  // shows it in analysis) and written into the PGN.
  assert.equal(await app.page.getByTestId('clk').count(), 0, 'no clocks in the list during play');
  await app.page.clock.runFor(8_000);
  await app.page.waitForSelector('[data-testid=status][data-result="1-0"]');
  assert.deepEqual(await app.page.getByTestId('clk').allTextContents(), ['3:00', '2:52', '3:02']);
  await openMenu(app.page, 'Export');
  assert.match(await app.page.getByRole('dialog').textContent(),
    /1\. e4 \{ \[%clk 0:03:00\] \} 1\.\.\. e5 \{ \[%clk 0:02:52\] \} 2\. Nf3 \{ \[%clk 0:03:02\] \}/);
});

test('a two-player 1+0 game ends on time: the other side wins', async () => {
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await newGame(app.page, { opponent: 'friend', time: '1+0' });
  await typeMoves(app.page, 'e4');
  await app.page.clock.runFor(61_000);
  await app.page.waitForSelector('[data-testid=status][data-result="1-0"]');
  assert.match((await status(app.page)).text, /White wins on time/);
  assert.equal(await app.page.textContent('[data-testid=clock-black]'), '0.0');
});

test('a timed game against the computer ends on time with the right result', async () => {
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await newGame(app.page, { colour: 'white', level: 1, time: '1+0' });
  await typeMoves(app.page, 'e4');
  await waitForPlies(app.page, 2);
  await app.page.clock.runFor(61_000);
  await app.page.waitForSelector('[data-testid=status][data-result="0-1"]');
  assert.match((await status(app.page)).text, /Black wins on time/);
});

test('K+B cannot win on time: the flag of the side with the queen falls, and it is a draw', async () => {
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await newGame(app.page, { opponent: 'friend', time: '1+0', variant: 'position', fen: '8/2b5/8/4k3/8/8/Q7/4K3 w - - 0 1' });
  assert.equal(await pieceOn(app.page, 'c7'), 'bB');
  await typeMoves(app.page, 'Qa3 Bd6');
  await app.page.clock.runFor(61_000);
  await app.page.waitForSelector('[data-testid=status][data-result="1/2-1/2"]');
  assert.match((await status(app.page)).text, /Draw on time: the side with time left could not have checkmated/);
});

test('K+B vs a lone king is drawn at once: neither side can mate', async () => {
  await newGame(app.page, { opponent: 'friend', time: '1+0', variant: 'position', fen: '8/8/8/4k3/8/8/8/2B1K3 b - - 0 1' });
  assert.equal((await status(app.page)).result, '1/2-1/2');
  assert.match((await status(app.page)).text, /insufficient material/);
});

test('a position that cannot be played is refused in the dialog, with the reason in view', async () => {
  await newGame(app.page, { opponent: 'friend', variant: 'position', fen: '8/8/8/8 w - - 0 1', expectError: true });
  const error = app.page.locator('[data-testid=new-game-error]');
  await error.waitFor();
  assert.match(await error.textContent(), /That position cannot be played/);
  assert.ok(await inViewport(app.page, '[data-testid=new-game-error]'));
});

test('clocks survive a reload, paused while the page was closed, and say so', async () => {
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await newGame(app.page, { opponent: 'friend', time: '5+3' });
  await pauseClock(app.page);
  const closedAt = await app.page.evaluate(() => Date.now());
  await typeMoves(app.page, 'e4 e5');
  await app.page.clock.runFor(1_200);
  const white = () => app.page.textContent('[data-testid=clock-white]');
  assert.equal(await white(), '4:58', 'White\'s clock ran 1.2 s after e5 (5:00 + 0, less 1.2)');
  // The page is closed for three minutes of the page's time, then opened again.
  await app.page.goto('about:blank');
  await app.page.clock.setSystemTime(closedAt + 1_200 + 180_000);
  await app.page.goto(app.server.url);
  await waitForBoard(app.page);
  assert.deepEqual(await movesPlayed(app.page), ['e4', 'e5']);
  assert.match(await app.page.textContent('[data-testid=notice]'), /paused while the page was closed/);
  assert.equal(await white(), '4:58', 'none of the three minutes closed was charged');
});

test('premove: queued while the computer thinks, shown, played at once when it answers', async () => {
  await newGame(app.page, { colour: 'white', level: 9, time: '30+0' });
  await drag(app.page, 'e2', 'e4');
  await app.page.locator('[data-testid=engine-status][data-thinking]').waitFor();
  await drag(app.page, 'g1', 'f3');
  assert.equal(await app.page.getAttribute('[data-premove=from]', 'data-square'), 'g1');
  assert.equal(await app.page.getAttribute('[data-premove=to]', 'data-square'), 'f3');
  await app.page.getByRole('button', { name: 'Move now' }).click();
  await waitForPlies(app.page, 3, 5000);
  assert.equal((await movesPlayed(app.page))[2], 'Nf3');
  assert.equal(await app.page.locator('[data-premove]').count(), 0);
});

test('premove: a right-click cancels it, and one made illegal by the reply is dropped silently', async () => {
  await newGame(app.page, { colour: 'white', level: 9, time: '30+0' });
  await drag(app.page, 'e2', 'e4');
  await app.page.locator('[data-testid=engine-status][data-thinking]').waitFor();
  await drag(app.page, 'd2', 'd4');
  assert.equal(await app.page.locator('[data-premove]').count(), 2);
  const centre = await squareCentre(app.page, 'a5');
  await app.page.mouse.click(centre.x, centre.y, { button: 'right' });
  assert.equal(await app.page.locator('[data-premove]').count(), 0);
  // Black's one legal reply here, b2+, checks White: a queued h3-h4 no longer answers it.
  // The page's clock is paused so the reply (found at once) waits until the premove is queued.
  await app.page.clock.install();
  await app.page.reload();
  await waitForBoard(app.page);
  await importText(app.page, 'k7/2RN4/8/8/8/1p6/7P/K7 w - - 0 1', 'Load and play the computer');
  await pauseClock(app.page);
  await drag(app.page, 'h2', 'h3');
  await waitForPlies(app.page, 1);
  await drag(app.page, 'h3', 'h4');
  assert.equal(await app.page.locator('[data-premove]').count(), 2, 'h3-h4 is queued');
  await app.page.clock.runFor(1_000);
  await waitForPlies(app.page, 2, 5000);
  await app.page.waitForTimeout(300);
  assert.deepEqual(await movesPlayed(app.page), ['h3', 'b2+'], 'the premove was not played');
  assert.equal(await app.page.locator('[data-premove]').count(), 0, 'and is gone');
  assert.equal(await app.page.locator('[data-testid=notice]').count(), 0, 'without a word');
});

test('arrows and circles: drawn with the right button, coloured by modifiers, toggled, cleared, kept', async () => {
  const shapes = () => app.page.locator('[data-testid=shapes] [data-shape]').evaluateAll((els) => els.map((e) => ({
    shape: e.dataset.shape, from: e.dataset.from, to: e.dataset.to, square: e.dataset.square, brush: e.dataset.brush,
  })));
  await drag(app.page, 'e2', 'e4', { button: 'right' });
  const centre = await squareCentre(app.page, 'd5');
  await app.page.mouse.click(centre.x, centre.y, { button: 'right' });
  await app.page.keyboard.down('Shift');
  await drag(app.page, 'g1', 'f3', { button: 'right' });
  await app.page.keyboard.up('Shift');
  assert.deepEqual(await shapes(), [
    { shape: 'arrow', from: 'e2', to: 'e4', square: undefined, brush: 'green' },
    { shape: 'circle', from: undefined, to: undefined, square: 'd5', brush: 'green' },
    { shape: 'arrow', from: 'g1', to: 'f3', square: undefined, brush: 'red' },
  ]);
  // The same shape again removes it.
  await app.page.mouse.click(centre.x, centre.y, { button: 'right' });
  assert.equal((await shapes()).length, 2);
  // Kept with the position, through moves and a reload.
  await typeMoves(app.page, 'e4');
  assert.equal((await shapes()).length, 0, 'another position, its own shapes');
  await app.page.locator('.title').click();
  await app.page.keyboard.press('ArrowLeft');
  await eventually(async () => (await shapes()).length, 2);
  await app.page.reload();
  await waitForBoard(app.page);
  await app.page.locator('.title').click();
  await app.page.keyboard.press('ArrowLeft');
  await eventually(async () => (await shapes()).length, 2); // saved with the game
  // A left click clears them.
  await app.page.click('[data-square=a4]');
  assert.equal((await shapes()).length, 0);
});

test('captured material and the advantage show in the strips', async () => {
  await typeMoves(app.page, 'e4 d5 exd5 Qxd5 Nc3 Qe5+ Be2 Qxe2+');
  // Black took a pawn and a bishop, White a pawn: as on lichess the pawns cancel out, and the
  // bishop shows on Black's side with Black 3 ahead.
  assert.equal(await app.page.locator('[data-testid=material-black] .taken').count(), 1);
  assert.equal(await app.page.locator('[data-testid=material-white] .taken').count(), 0);
  assert.match(await app.page.textContent('[data-testid=material-black]'), /\+3/);
  assert.doesNotMatch(await app.page.textContent('[data-testid=material-white]'), /\+/);
});

for (const [name, viewport] of SIZES) {
  test(`${name}: a long name gives way, the material taken and its lead stay in view`, async () => {
    const { page, context } = await openApp(app.browser, app.server.url, { viewport });
    // The computer (White, at the top) has taken eight pieces; its name is the strip's longest.
    await newGame(page, { colour: 'black', level: 1, time: '3+2', variant: 'position', fen: '2b1kb2/4pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1' });
    const boxes = () => page.evaluate(() => {
      const box = (selector) => {
        const { left, right, width } = document.querySelector(selector).getBoundingClientRect();
        return { left, right, width };
      };
      return {
        strip: box('[data-testid=player-top]'),
        material: box('[data-testid=material-white]'),
        lead: box('[data-testid=material-white] .advantage'),
        clock: box('[data-testid=player-top] .clock'),
      };
    });
    await page.waitForSelector('[data-testid=material-white] .advantage');
    const { strip, material, lead, clock } = await boxes();
    assert.ok(lead.width > 0, 'the lead has room');
    assert.ok(lead.left >= material.left - 0.5 && lead.right <= material.right + 0.5, 'the lead is not cut off');
    assert.ok(material.right <= clock.left + 0.5 && clock.right <= strip.right + 0.5, 'the clock stays beside it');
    assert.match(await page.textContent('[data-testid=material-white]'), /\+\d+/);
    await context.close();
  });
}

test('sounds: played on moves, off by the setting, the setting kept across a reload', async () => {
  const { page, context } = await openApp(app.browser, app.server.url, {
    init: () => {
      window.__sounds = 0;
      const original = window.AudioContext.prototype.createOscillator;
      window.AudioContext.prototype.createOscillator = function createOscillator() {
        window.__sounds += 1;
        return original.call(this);
      };
    },
  });
  await typeMoves(page, 'e4');
  await page.waitForFunction(() => window.__sounds > 0);
  await openMenu(page, 'Settings');
  const sound = page.getByLabel('Sound', { exact: true });
  assert.equal(await sound.isChecked(), true, 'on by default');
  await sound.uncheck();
  await page.keyboard.press('Escape');
  await page.reload();
  await waitForBoard(page);
  await typeMoves(page, 'e5');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.__sounds), 0, 'no sound after the reload');
  await openMenu(page, 'Settings');
  assert.equal(await page.getByLabel('Sound', { exact: true }).isChecked(), false, 'kept off');
  await context.close();
});

test('looks: board themes, piece sets, light and dark, coordinates, figurines, shortcuts', async () => {
  const board = app.page.locator('[data-testid=board]');
  await typeMoves(app.page, 'Nf3');
  await openMenu(app.page, 'Settings');
  const settings = app.page.getByRole('dialog', { name: 'Settings' });
  const themes = await settings.getByLabel('Board', { exact: true }).locator('option').count();
  assert.ok(themes >= 3, `${themes} board themes`);
  const seen = new Set();
  for (const value of ['wood', 'blue', 'green']) {
    await settings.getByLabel('Board', { exact: true }).selectOption(value);
    assert.equal(await board.getAttribute('data-theme'), value);
    seen.add(await app.page.locator('[data-square=a1]').evaluate((e) => getComputedStyle(e).backgroundColor));
  }
  assert.equal(seen.size, 3, 'three different dark-square colours');
  const pieceImage = () => app.page.locator('[data-square=e1] .piece').evaluate((e) => getComputedStyle(e).backgroundImage);
  const classic = await pieceImage();
  await settings.getByLabel('Pieces', { exact: true }).selectOption('modern');
  assert.notEqual(await pieceImage(), classic, 'another piece set');
  const background = () => app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await settings.getByLabel('Page', { exact: true }).selectOption('light');
  const light = await background();
  await settings.getByLabel('Page', { exact: true }).selectOption('dark');
  assert.notEqual(await background(), light, 'light and dark pages differ');
  for (const value of ['inside', 'outside', 'off']) {
    await settings.getByLabel('Coordinates', { exact: true }).selectOption(value);
    assert.equal(await board.getAttribute('data-coordinates'), value);
  }
  await settings.getByLabel('Figurine notation (♘f3)').check();
  await app.page.keyboard.press('Escape');
  assert.equal((await movesPlayed(app.page))[0], '♘f3');
  await app.page.locator('.title').click();
  await app.page.keyboard.press('?');
  const shortcuts = app.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await shortcuts.waitFor();
  assert.match(await shortcuts.textContent(), /Flip the board/);
  // With nothing in it to fill in, the list takes the focus itself, so Escape closes it.
  await app.page.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'detached' });
});

test('the page follows the system colour scheme until the setting overrides it', async () => {
  const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await openApp(app.browser, app.server.url, { contextOptions: { colorScheme: 'dark' } });
  const light = await openApp(app.browser, app.server.url, { contextOptions: { colorScheme: 'light' } });
  const [darkBackground, lightBackground] = [await background(dark.page), await background(light.page)];
  assert.notEqual(darkBackground, lightBackground);
  // The setting wins over the system's scheme, either way, and "As the system" follows it again.
  const choose = async (page, label) => {
    await openMenu(page, 'Settings');
    await page.getByLabel('Page', { exact: true }).selectOption({ label });
    await page.keyboard.press('Escape');
  };
  await choose(dark.page, 'Light');
  await eventually(() => background(dark.page), lightBackground);
  await choose(light.page, 'Dark');
  await eventually(() => background(light.page), darkBackground);
  await choose(dark.page, 'As the system (light or dark)');
  await eventually(() => background(dark.page), darkBackground);
  await dark.context.close();
  await light.context.close();
});

test('first paint: the board appears with all 32 pieces in the same frame', async () => {
  const { page, context } = await openApp(app.browser, app.server.url, {
    init: () => {
      window.__frames = [];
      const look = () => {
        const squares = document.querySelectorAll('[data-testid=board] [data-square]').length;
        const pieces = [...document.querySelectorAll('[data-testid=board] .piece')]
          .filter((p) => getComputedStyle(p).backgroundImage.startsWith('url(')).length;
        if (squares > 0 && window.__frames.length < 5) window.__frames.push({ squares, pieces });
        if (window.__frames.length < 5) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
  });
  await page.waitForFunction(() => window.__frames.length >= 3);
  const frames = await page.evaluate(() => window.__frames);
  assert.deepEqual(frames[0], { squares: 64, pieces: 32 }, 'the first frame with a board has every piece');
  await context.close();
});
