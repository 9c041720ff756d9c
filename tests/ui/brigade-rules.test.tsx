// @vitest-environment jsdom
// Brigade's section of How to play: opened from the patience at its own heading, with every one of
// P1–P6 (each rule number the patience's code cites), the grace move's house rule and the solver's help.
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App.tsx';
import { closeRules, openRules } from '../../src/ui/rules/openRules.ts';
import { BRIGADE_HELP, BRIGADE_RULES } from '../../src/ui/rules/brigade-rules-text.ts';
import { makeStore } from '../store/helpers.ts';
import { sources } from './sources.ts';

afterEach(() => {
  act(() => closeRules());
  cleanup();
});

describe("Brigade's rules in How to play", () => {
  it('have a section for every rule the patience cites', () => {
    const cited = new Set(sources('src/patience').flatMap((path) => readFileSync(path, 'utf8').match(/\bP[1-6]\b/g) ?? []));
    expect(cited.size).toBe(6);
    expect([...cited].filter((rule) => !BRIGADE_RULES.some((r) => r.id === rule))).toEqual([]);
    expect(BRIGADE_HELP.map((h) => h.term)).toEqual(['Hint', 'Still winnable?', 'Solve']);
  });

  it('open at the Brigade section, focused, with the grace move as a house rule', async () => {
    render(<App store={makeStore()} />);
    act(() => openRules('brigade'));
    const heading = await screen.findByRole('heading', { name: 'Brigade: the patience for one', level: 2 }, { timeout: 20_000 });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'P5 The grace move (a house rule)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Brigade (patience for one)' })).toBeVisible();
  });
});
