// @vitest-environment jsdom
// The start screen asks the engine's rule for names (engine/names.ts), the rule that records and saves
// follow too: a name pasted with a control character is refused here as it is in an imported file.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../../src/engine/index.ts';
import { App } from '../../src/ui/App.tsx';
import { makeStore } from '../store/helpers.ts';

afterEach(cleanup);

const LEFT = 'Player on the left column, bottom edge';
const RIGHT = 'Player on the right column, top edge';

describe('the start screen’s names', () => {
  it.each([
    [LEFT, 'Ann\u0000', 'The left player’s name holds a line break or another control character.'],
    [RIGHT, 'Bob\u0007', 'The right player’s name holds a line break or another control character.'],
  ])('refuses a pasted control character, saying whose name (%s)', async (label, name, message) => {
    const store = makeStore();
    render(<App store={store} />);
    fireEvent.change(screen.getByLabelText(label), { target: { value: name } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(store.getState().game).toBeNull();
  });

  it('limits a name to the length the engine accepts, and deals with trimmed names', async () => {
    const store = makeStore();
    render(<App store={store} />);
    expect(screen.getByLabelText(LEFT)).toHaveAttribute('maxLength', String(MAX_NAME_LENGTH));
    fireEvent.change(screen.getByLabelText(LEFT), { target: { value: '  Ann  ' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deal the cards' }));
    expect(store.getState().game?.names).toEqual(['Ann', 'North']);
  });
});
