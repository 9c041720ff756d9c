// The course and the drills in real Chromium: every lesson finished through the page by its
// scripted path (pointer drags, click-then-click and a keyboard drag, the deck, the buttons, North's scripted turn and the
// real Knock button), with each lesson's wrong action answered by a hint; a spot drill and a watcher
// drill answered from the engine's own solution; the time to make a drill at every level; axe-core on
// the course list, a lesson, the drills menu and both drills; no console errors; screenshots in
// test-results/learn-*.png at 1280×720 and 1024×768. The course's lessons are read from
// learn-plan.ts when the file is collected, since each lesson is a check of its own.
import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { launch, policyCheck, preview } from './browser.mjs';
import { assert, axeCheck, RESULTS, tableHands } from './harness.mjs';

function plan(...args) {
  const run = spawnSync('npx', ['tsx', 'tests/e2e/learn-plan.ts', ...args.map(String)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the plan failed:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** The helpers that drive one page. */
function driver(page, prefix) {
  const feedback = page.locator('.coach__feedback');
  const { place, topCard, waitFor, expectTop, pointerDrag, clickThenClick, keyboardMove, settled } = tableHands(page, {
    explain: async () => ` (the panel says: "${await feedback.innerText().catch(() => '')}")`,
  });
  const said = async () => (await feedback.innerText().catch(() => '')).trim();
  /** One step of a plan through the page; resolves once the panel has answered it. */
  const doStep = async (step, how = 'pointer') => {
    const before = await said();
    const answered = () => waitFor(`an answer to ${JSON.stringify(step)}`, async () => (await said()) !== before || (await feedback.getAttribute('class')).includes('--wrong'));
    switch (step.do) {
      case 'move':
        await expectTop(step.from, step.card);
        if (how === 'click') await clickThenClick(step.from, step.to);
        else if (how === 'keyboard') await keyboardMove(step.from, step.to);
        else await pointerDrag(step.from, step.to);
        break;
      case 'reveal':
        await place(`deck:${step.player ?? 0}`).click();
        break;
      case 'discard': {
        // With no card in play there is no button: the D key still asks (and hears why not).
        const button = page.getByRole('button', { name: /Discard and end turn/ });
        if (await button.count()) await button.click();
        else {
          await page.locator('body').focus().catch(() => {});
          await page.keyboard.press('d');
        }
        break;
      }
      case 'knock':
        await page.locator('.edge .knock').first().click();
        break;
      case 'script':
        await page.getByRole('button', { name: /North’s next action/ }).click();
        break;
    }
    await answered().catch(async (error) => {
      // The same sentence twice (a second wrong try) is still a new answer: its id changes the element.
      if (step.do !== 'move') throw error;
    });
  };
  const tone = async () => (await feedback.getAttribute('class')).match(/coach__feedback--(\w+)/)?.[1];
  const axe = (name) => axeCheck(page, name);
  const shot = (name) => page.screenshot({ path: `${RESULTS}/learn-${prefix}${name}.png` });
  const fits = async (what) => {
    const size = await page.evaluate(() => {
      const overflow = [...document.querySelectorAll('.practice .card, .practice button')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > innerWidth + 1 || r.bottom > innerHeight + 1 || r.left < -1 || r.top < -1);
      });
      return {
        sw: document.documentElement.scrollWidth,
        sh: document.documentElement.scrollHeight,
        w: innerWidth,
        h: innerHeight,
        off: overflow.map((e) => e.getAttribute('aria-label') ?? e.textContent).slice(0, 4),
      };
    });
    assert(size.sw <= size.w && size.sh <= size.h, `${what} scrolls: ${JSON.stringify(size)}`);
    assert(size.off.length === 0, `${what}: off screen: ${size.off.join(', ')}`);
  };
  return { place, topCard, feedback, waitFor, expectTop, doStep, said, tone, axe, shot, fits, settled };
}

const course = plan();
test.describe.configure({ mode: 'serial' });
const consoleErrors = [];
const timings = [];
let watcherMade = NaN;
let server;
const watch = (page) => {
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.stack ?? e.message));
};

test.beforeAll(async () => {
  server = await preview();
});

test.afterAll(() => {
  server?.stop();
  for (const t of timings) {
    console.log(`figure: spot drill level ${t.level}: made in ${t.made} ms (worker), on screen ${t.wall.toFixed(0)} ms after the click, longest task on the page meanwhile ${t.long.toFixed(0)} ms`);
  }
  console.log(`figure: watcher drill: made in ${watcherMade} ms (worker)`);
});

/** Opens a browser for the checks of a describe; the page, its driver and the closing policy check. */
function browserFor(options, prefix, setup = async () => {}) {
  const at = {};
  test.beforeAll(async () => {
    at.browser = await launch(options);
    await setup(at.browser.context);
    at.page = at.browser.page;
    watch(at.page);
    at.d = driver(at.page, prefix);
    await at.page.goto(server.url);
  });
  // A failed check leaves the screen it failed on in test-results/. (Playwright wants its fixtures
  // destructured, even none.)
  // eslint-disable-next-line no-empty-pattern
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await at.d?.shot(`failure-${testInfo.title.replace(/\W+/g, '-').slice(0, 40)}`).catch(() => {});
  });
  test.afterAll(async () => {
    await at.browser?.close();
  });
  return at;
}

test.describe('a laptop window, with reduced motion', () => {
  const at = browserFor({ width: 1280, height: 720, reducedMotion: 'reduce' }, '', (context) =>
    context.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }),
  );
  let page;
  let d;
  test.beforeAll(() => ({ page, d } = at));

  // ---- The course ----
  test('the course list: every lesson, none done; axe-clean', async () => {
    await page.getByRole('button', { name: 'Learn to play' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learn to play' }).waitFor();
    assert((await page.locator('.learn__item').count()) === course.length, 'not every lesson is listed');
    assert((await page.getByText(`0 of ${course.length} lessons done`).count()) === 1, 'progress is not 0');
    await d.shot('list');
    await d.axe('the course list');
    await page.getByRole('button', { name: /^Start the course/ }).click();
  });

  for (const [n, lesson] of course.entries()) {
    test(`lesson ${n + 1} (${lesson.id}): a wrong try gets a hint, then the path finishes it`, async () => {
      await page.getByRole('region', { name: `Lesson ${n + 1}: ${lesson.title}` }).waitFor();
      if (n === 0) {
        await d.shot('lesson');
        await d.axe('a lesson in progress');
        await d.fits('a lesson at 1280×720');
      }
      for (const [i, step] of lesson.steps.entries()) {
        if (i === lesson.wrong.after) {
          await d.doStep(lesson.wrong.step, 'pointer');
          await d.waitFor('the hint', async () => (await d.tone()) === 'wrong');
          const text = await d.said();
          assert(text.startsWith('Not quite.') && /R\d\.\d/.test(text), `the wrong try said "${text}"`);
          if (lesson.wrong.step.do === 'move') await d.expectTop(lesson.wrong.step.from, lesson.wrong.step.card);
          if (n === 0) await d.shot('wrong');
        }
        // Moves alternate between a pointer drag and click-then-click; one lesson is played by keyboard.
        await d.doStep(step, lesson.id === 'empty-piles' ? 'keyboard' : i % 2 === 0 ? 'pointer' : 'click');
        if (step.do === 'move') await d.expectTop(step.to, step.card);
        if (lesson.id === 'knock' && i === 2) {
          await d.shot('knock');
          await d.axe('the knock lesson with North’s turn under way');
        }
      }
      await d.waitFor('the lesson done', async () => (await d.tone()) === 'done');
      assert((await d.said()).startsWith('Well done!'), `the end said "${await d.said()}"`);
      if (lesson.id === 'knock') {
        await page.getByRole('region', { name: 'The missed foundation play' }).waitFor();
        await d.shot('knock-done');
      }
      if (lesson.id === 'false-knock') assert((await page.locator('.coach__cost').innerText()).includes('from 0 to 1'), 'the cost of a false knock is not shown');
      const next = course[n + 1];
      if (next) await page.getByRole('button', { name: `Next lesson: ${next.title}` }).click();
      else await d.shot('done');
    });
  }

  test('progress is remembered: every lesson ticked after a reload', async () => {
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('brigadier-learn')));
    assert(stored.version === 1 && stored.done.length === course.length, `stored progress: ${JSON.stringify(stored)}`);
    await page.reload();
    await page.getByRole('button', { name: 'Learn to play' }).click();
    await page.getByText(`${course.length} of ${course.length} lessons done`).waitFor();
    await page.getByRole('button', { name: 'Play a first real game with the coach on' }).waitFor();
    await d.shot('list-done');
  });

  // ---- The drills ----
  test('the drills menu: both drills, every level; axe-clean', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Drills' }).click();
    await page.getByRole('heading', { level: 1, name: 'Drills' }).waitFor();
    assert((await page.getByRole('radio').count()) === 5, 'not five levels');
    await d.shot('drills');
    await d.axe('the drills menu');
  });

  for (let level = 1; level <= 5; level++) {
    test(`a spot drill at level ${level} is made without freezing the page`, async () => {
      await page.getByRole('radio', { name: new RegExp(`^${level} · `) }).check();
      const from = await page.evaluate(() => ((window.__drillFrom = performance.now()), window.__drillFrom));
      await page.getByRole('button', { name: 'Start spotting' }).click();
      await page.getByRole('region', { name: 'Drill: spot the play' }).waitFor({ timeout: 20_000 });
      const wall = (await page.evaluate(() => performance.now())) - from;
      const meta = await page.locator('.coach__meta').innerText();
      // The time it took is for the figures, not the player: the panel keeps it as data.
      const made = Number(await page.locator('.coach__meta').getAttribute('data-made-ms'));
      assert(!/ms\b/.test(meta), `the player is shown a time in "${meta}"`);
      const long = await page.evaluate((t) => window.__longTasks.filter((x) => x.start >= t).reduce((m, x) => Math.max(m, x.duration), 0), from);
      timings.push({ level, made, wall, long });
      assert(Number.isFinite(made), `no time in "${meta}"`);
      if (level < 5) await page.getByRole('button', { name: 'Drills menu' }).click();
    });
  }

  test('a spot drill answered by a shortest line is right, and the score is kept', async () => {
    const meta = await page.locator('.coach__meta').innerText();
    const seed = Number(/drill (\d+)/.exec(meta)[1]);
    const answer = plan('spot', seed, 5);
    await d.shot('spot');
    await d.axe('a spot drill in progress');
    await d.fits('a spot drill at 1280×720');
    for (const [i, step] of answer.steps.entries()) {
      await d.doStep(step, i % 2 === 0 ? 'click' : 'pointer').catch(async (error) => {
        await d.shot('failure-spot');
        throw new Error(`drill ${seed}, step ${i + 1} of ${JSON.stringify(answer.steps)}: ${error.message}`);
      });
    }
    await d.waitFor('the verdict', async () => (await d.tone()) === 'done');
    assert((await d.said()).includes('Found it'), `the drill said "${await d.said()}"`);
    await d.shot('spot-right');
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('brigadier-drills')));
    assert(stats.version === 1 && stats.spot.played === 1 && stats.spot.right === 1 && stats.spot.bestTimes['5'] > 0, `stored scores: ${JSON.stringify(stats)}`);
  });

  test('a watcher drill: knock after the fault, or let a clean turn pass, and be told it was right', async () => {
    await page.getByRole('button', { name: 'Drills menu' }).click();
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByRole('region', { name: 'Drill: be the watcher' }).waitFor();
    const meta = await page.locator('.coach__meta').innerText();
    const seed = Number(/drill (\d+)/.exec(meta)[1]);
    watcherMade = Number(await page.locator('.coach__meta').getAttribute('data-made-ms'));
    const drill = plan('watcher', seed);
    await d.axe('a watcher drill');
    const next = page.getByRole('button', { name: /^Next action/ });
    const upTo = drill.faultIndex === null ? drill.total : drill.faultIndex + 1;
    for (let i = 0; i < upTo; i++) {
      await next.click();
      await d.waitFor(`action ${i + 1}`, async () => (await d.said()).startsWith(`Action ${i + 1} of ${drill.total}`));
      await d.settled();
    }
    await d.shot('watcher');
    if (drill.faultIndex === null) await page.getByRole('button', { name: 'Let it pass' }).click();
    else await page.locator(`.edge--p${drill.watcher} .knock`).click();
    await d.waitFor('the verdict', async () => (await d.tone()) === 'done');
    assert((await d.said()).startsWith('Well done! Right'), `the drill said "${await d.said()}"`);
    await d.shot('watcher-right');
  });

  test('after the course: a first real game with the coach on', async () => {
    await page.getByRole('button', { name: 'Drills menu' }).click();
    await page.getByRole('navigation', { name: 'Other screens' }).getByRole('button', { name: 'Learn to play' }).click();
    await page.getByRole('button', { name: 'Play a first real game with the coach on' }).click();
    await page.locator('.table').waitFor();
    const save = await page.evaluate(() => localStorage.getItem('brigadier'));
    assert(save !== null && save.includes('"coach":true'), 'the saved game does not have the coach on');
  });

  policyCheck(() => at.browser, '1280×720');
});

// ---- A tablet-sized window ----
// Without reduced motion: cards slide, and North plays on its own in the knock lessons once started.
test.describe('a tablet-sized window', () => {
  const at = browserFor({ width: 1024, height: 768 }, '1024-');
  let page;
  let d;
  test.beforeAll(() => ({ page, d } = at));

  test('at 1024×768: the list, a lesson, the knock lesson (North playing on its own) and both drills fit without scrolling', async () => {
    await page.getByRole('button', { name: 'Learn to play' }).click();
    await d.shot('list');
    await page.getByRole('button', { name: /^Start the course/ }).click();
    await page.getByRole('region', { name: 'Lesson 1: Foundations' }).waitFor();
    await d.fits('a lesson at 1024×768');
    await d.shot('lesson');
    await page.getByRole('button', { name: 'All lessons' }).click();
    await page.getByRole('button', { name: /^Lesson 8: ?The knock/ }).click();
    // North waits while the learner reads; started, it plays on its own; then pause.
    await page.waitForTimeout(1500);
    assert(!(await d.said()).startsWith('North moved'), 'North started before the learner was ready');
    await page.getByRole('button', { name: 'Play on its own' }).click();
    await d.waitFor('North to play on its own', async () => (await d.said()).startsWith('North moved 7♠'), 8000);
    await page.getByRole('button', { name: 'Pause' }).click();
    for (let i = 0; i < 2; i++) await d.doStep({ do: 'script' });
    await d.fits('the knock lesson at 1024×768');
    await d.shot('knock');
    await page.getByRole('button', { name: 'All lessons' }).click();
    await page.getByRole('navigation', { name: 'Other screens' }).getByRole('button', { name: 'Drills' }).click();
    await d.shot('drills');
    await page.getByRole('radio', { name: /^4 · / }).check();
    await page.getByRole('button', { name: 'Start spotting' }).click();
    await page.getByRole('region', { name: 'Drill: spot the play' }).waitFor({ timeout: 20_000 });
    await d.fits('a spot drill at 1024×768');
    await d.shot('spot');
  });
  test('at 1024×768: a spot drill answered by a fault is wrong, and the shortest line is said and shown', async () => {
    const seed = Number(/drill (\d+)/.exec(await page.locator('.coach__meta').innerText())[1]);
    const answer = plan('spot', seed, 4);
    assert(answer.fault, `drill ${seed} has no legal fault to play`);
    await d.doStep(answer.fault, 'pointer');
    await d.waitFor('the verdict', async () => (await d.tone()) === 'wrong');
    if (answer.fault.do === 'move') await d.expectTop(answer.fault.from, answer.fault.card);
    const verdict = await d.said();
    assert(/(That leaves the shortest way \(R6\.3\)|is a fault here \(R6\.4\)): .+ Move .+ foundation\.$/.test(verdict), `the verdict said: "${verdict}"`);
    await page.getByRole('button', { name: 'Show the missed line on the table' }).click();
    await page.getByRole('region', { name: 'The missed foundation play' }).waitFor();
    await d.shot('spot-wrong');
    await d.axe('a spot drill answered wrong, with its line on the table');
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('brigadier-drills')));
    assert(stats.spot.played === 1 && stats.spot.right === 0 && stats.spot.streak === 0, `stored scores: ${JSON.stringify(stats.spot)}`);
  });
  test('at 1024×768: a watcher drill fits', async () => {
    await page.getByRole('button', { name: 'Drills menu' }).click();
    await page.getByRole('button', { name: 'Start watching' }).click();
    await page.getByRole('region', { name: 'Drill: be the watcher' }).waitFor();
    await page.getByRole('button', { name: /^Next action/ }).click();
    await d.fits('a watcher drill at 1024×768');
    await d.shot('watcher');
  });

  policyCheck(() => at.browser, '1024×768');
});

test('no console errors', () => {
  assert(consoleErrors.length === 0, `console errors:\n    ${consoleErrors.join('\n    ')}`);
});
