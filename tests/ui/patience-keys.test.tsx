// @vitest-environment jsdom
// The patience's key list (More menu): every key the patience's screen and its solution stepping
// answer is listed, with what it does.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PatienceKeys } from '../../src/ui/patience/PatienceKeys.tsx';

describe("the patience's key list", () => {
  it('lists the game keys and the keys that step and close a solution shown', () => {
    render(<PatienceKeys />);
    const row = (keys: string) => screen.getAllByText(keys, { selector: 'dt' }).map((dt) => dt.nextElementSibling?.textContent);
    expect(row('U, Ctrl+Z')).toEqual(['undo']);
    expect(row('H')).toEqual(['hint']);
    expect(row('← →')).toEqual(['while a solution is shown: its move before, its next move']);
    expect(row('Esc')).toEqual([
      'put the lifted card down; otherwise back to the start',
      'while a solution is shown: close it, back to the game',
    ]);
  });
});
