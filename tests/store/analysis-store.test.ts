// The store's part of the analysis board: a shared link opens the board or is refused with
// its reason, the game on the table untouched; the shortest line is shown step by step like a lesson,
// and nothing can be played while it is open.
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { describe, expect, it } from 'vitest';
import { encodePositionLink, gameAt } from '../../src/engine/index.ts';
import { createPracticeStore } from '../../src/store/practiceStore.ts';
import {
  selectAnalysisStart,
  selectBoard,
  selectDrawnLineBanner,
  selectLine,
  selectPlayable,
  selectScreen,
} from '../../src/store/selectors.ts';
import { TWO_AWAY, QUIET } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { storeWithGame } from './helpers.ts';

describe('opening a shared link', () => {
  it('a good link opens the analysis board on its position; the game on the table stays', () => {
    const store = storeWithGame(7);
    const game = store.getState().game;
    expect(store.getState().positionLinkOpened(`https://example.org/brigadier/#${encodePositionLink(table(TWO_AWAY))}`)).toBe(true);
    expect(selectScreen(store.getState())).toBe('analysis');
    expect(selectAnalysisStart(store.getState())).toEqual({ kind: 'position', position: table(TWO_AWAY) });
    expect(store.getState().game).toBe(game);
  });

  it.each([
    ['#hello', 'This is not a Brigadier position link: it should start with "p1.".'],
    ['#p1.0AB', 'The link is incomplete: part of it is missing (was it cut short when copied?).'],
    ['#p7.0AB.cd', 'This link was made by a newer version of Brigadier (p7); this version reads p1 links.'],
  ])('%s is refused with the reason', (link, reason) => {
    const store = storeWithGame(7);
    const game = store.getState().game;
    expect(store.getState().positionLinkOpened(link)).toBe(false);
    expect(selectAnalysisStart(store.getState())).toEqual({ kind: 'refused', reason });
    expect(store.getState().game).toBe(game);
  });

  it('the board opened from the start screen or the toolbar forgets an earlier link', () => {
    const store = storeWithGame(7);
    store.getState().positionLinkOpened('#hello');
    store.getState().teachingScreenOpened('analysis');
    expect(selectAnalysisStart(store.getState())).toBeNull();
  });
});

describe('the shortest line on the board', () => {
  it('opens at the position, steps within the line, holds play, and closes', () => {
    const store = createPracticeStore(gameAt(table(TWO_AWAY)), inProcessReferee());
    const position = store.getState().game!.position;
    expect(store.getState().lineOpened()).toBe(true);
    const line = selectLine(store.getState())!;
    expect(line.fault.missedLine).toHaveLength(3);
    expect(selectBoard(store.getState())).toBe(position);
    expect(selectPlayable(store.getState())).toBe(false);
    expect(selectDrawnLineBanner(store.getState())).toBe('The shortest line, step by step: the table waits');
    store.getState().lineStepped(5);
    expect(selectLine(store.getState())!.step).toBe(3);
    expect(selectBoard(store.getState())).toBe(line.positions[3]);
    store.getState().lineStepped(-1);
    expect(selectLine(store.getState())!.step).toBe(2);
    store.getState().lineClosed();
    expect(selectLine(store.getState())).toBeNull();
    expect(selectBoard(store.getState())).toBe(position);
    expect(store.getState().game!.position).toBe(position);
  });

  it('says so when no foundation play can be reached', () => {
    const store = createPracticeStore(gameAt(table(QUIET)), inProcessReferee());
    expect(store.getState().lineOpened()).toBe(false);
    expect(selectLine(store.getState())).toBeNull();
    expect(store.getState().notice?.text).toBe('No foundation play can be reached from here: there is no line to show.');
  });
});
