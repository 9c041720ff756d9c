// @vitest-environment jsdom
// The "How to play" page: reachable by name from the start screen, every rule number the
// code cites has its anchor, a rule number in a message opens its rule, and Esc closes it.
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App.tsx';
import { closeRules } from '../../src/ui/rules/openRules.ts';
import { GLOSSARY, RULE_IDS } from '../../src/ui/rules/rules-text.ts';
import { RuleText } from '../../src/ui/rules/RuleText.tsx';
import { makeStore } from '../store/helpers.ts';
import { sources } from './sources.ts';

afterEach(() => {
  act(() => closeRules());
  cleanup();
});

describe('how to play', () => {
  it('has a rule for every rule number the code cites, and the whole glossary', () => {
    const cited = new Set(sources('src').flatMap((path) => readFileSync(path, 'utf8').match(/\bR[1-8]\.[0-9]\b/g) ?? []));
    expect(cited.size).toBeGreaterThan(30);
    expect([...cited].filter((rule) => !RULE_IDS.has(rule))).toEqual([]);
    expect(GLOSSARY.map((e) => e.term).sort()).toEqual([
      'Claw',
      'Fault',
      'Foundation distance',
      'Foundation play',
      'House rule',
      'Knock',
      'Missed line',
      'Moral victory',
      'Shortest way',
    ]);
  });

  it('opens from the start screen by its name, and Esc closes it', async () => {
    render(<App store={makeStore()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    const page = await screen.findByRole('dialog', { name: 'How to play' });
    expect(page).toHaveTextContent('R6.2');
    expect(page).toHaveTextContent('Moral victory');
    // The rule decisions and the whole glossary, as docs/rules.md has them (R4's "never allowed" too).
    expect(within(page).getByRole('heading', { name: 'The project’s rule decisions' })).toBeInTheDocument();
    expect(page).toHaveTextContent('Faults are carried out.');
    expect(page).toHaveTextContent('Some things are never allowed');
    expect(within(page).getByText('House rule', { selector: 'dt' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'How to play' })).toBeNull();
  });

  it('a rule number in a message opens the page at its rule', async () => {
    render(
      <>
        <p>
          <RuleText text="2♠ onto 3♦ is a fault (R6.4): 5♥ can go up now." />
        </p>
        <App store={makeStore()} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rule R6.4: how to play' }));
    await screen.findByRole('dialog', { name: 'How to play' });
    const rule = document.getElementById('rule-R6-4')!;
    expect(rule).toHaveTextContent(/^R6\.4 Anything else/);
    expect(rule).toHaveClass('rules__rule--asked');
    expect(document.activeElement).toBe(rule);
  });
});
