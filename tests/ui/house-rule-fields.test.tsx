// @vitest-environment jsdom
// The start screen's house rules come from the engine's table (src/engine/house-rules.ts): every rule in
// it has its control, and a rule added to the table gets one with no change to the screen.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOUSE_RULES, HOUSE_RULE_NAMES, HOUSE_RULES, type HouseRule } from '../../src/engine/index.ts';
import { App } from '../../src/ui/App.tsx';
import { HouseRuleFields } from '../../src/ui/screens/HouseRuleFields.tsx';
import { makeStore } from '../store/helpers.ts';

afterEach(cleanup);

describe('the house rules on the start screen', () => {
  it('every rule of the table has its checkbox, named by its label and set to its default', () => {
    render(<App store={makeStore()} />);
    for (const name of HOUSE_RULE_NAMES) {
      const box = screen.getByRole('checkbox', { name: HOUSE_RULES[name].label });
      if (DEFAULT_HOUSE_RULES[name] === null || DEFAULT_HOUSE_RULES[name] === false) expect(box).not.toBeChecked();
      else expect(box).toBeChecked();
    }
  });

  it('a rule added to the table gets its control, in its group only', async () => {
    const table: Record<string, HouseRule> = {
      ...HOUSE_RULES,
      quietKnocks: { kind: 'switch', default: false, group: 'teaching', label: 'Quiet knocks: no sound for a knock' },
      knockClock: {
        kind: 'moves',
        default: null,
        group: 'rules',
        label: 'Knock clock: a knock within',
        moves: { label: 'Knock clock in moves', after: 'moves', min: 1, max: 5, offered: 2 },
      },
    };
    const onChange = vi.fn();
    const choices = { ...DEFAULT_HOUSE_RULES, quietKnocks: false, knockClock: null };
    const user = userEvent.setup();
    render(<HouseRuleFields group="teaching" table={table} choices={choices} onChange={onChange} idPrefix="t" />);
    expect(screen.queryByRole('checkbox', { name: 'Knock clock: a knock within' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Quiet knocks: no sound for a knock' }));
    expect(onChange).toHaveBeenLastCalledWith('quietKnocks', true);
    cleanup();

    render(<HouseRuleFields group="rules" table={table} choices={choices} onChange={onChange} idPrefix="t" />);
    const moves = screen.getByRole('spinbutton', { name: 'Knock clock in moves' });
    expect(moves).toBeDisabled();
    expect(moves).toHaveValue(2);
    expect(moves).toHaveAttribute('max', '5');
    await user.click(screen.getByRole('checkbox', { name: 'Knock clock: a knock within' }));
    expect(onChange).toHaveBeenLastCalledWith('knockClock', 2);
  });

  it('a number of moves is kept within the bounds the table gives', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<HouseRuleFields group="rules" choices={{ ...DEFAULT_HOUSE_RULES, knockHorizon: 5 }} onChange={onChange} idPrefix="t" />);
    const moves = screen.getByRole('spinbutton', { name: 'Knock horizon in moves' });
    await user.clear(moves);
    await user.type(moves, '99');
    expect(onChange).toHaveBeenLastCalledWith('knockHorizon', HOUSE_RULES.knockHorizon.moves.max);
  });
});
