// @vitest-environment jsdom
// The "Not saved" sign both games draw (NotSavedSign.tsx): its reason and the game as a file, folded to
// a small mark by the player or from the start (a short window), and opened again.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotSavedSign } from '../../../src/ui/library/NotSavedSign.tsx';

describe('the Not saved sign', () => {
  afterEach(cleanup);

  it('says why, offers the game as a file, and folds', async () => {
    const save = vi.fn();
    render(<NotSavedSign reason="site data is blocked" className="sign" onSave={save} />);
    const sign = screen.getByRole('status', { name: 'Not saved' });
    expect(sign).toHaveTextContent('Not saved: site data is blocked. The game plays on; save it as a file to keep it.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save this game to a file' }));
    expect(save).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fold' }));
    expect(sign).toHaveTextContent(/^Not saved: why\?$/);
  });

  it('starts folded when asked, and opens to the whole sign', async () => {
    render(<NotSavedSign reason="site data is blocked" className="sign" onSave={() => {}} startFolded />);
    expect(screen.queryByRole('button', { name: 'Save this game to a file' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not saved: why?' }));
    expect(screen.getByRole('button', { name: 'Save this game to a file' })).toBeVisible();
  });

  it('offers no file when there is no game', () => {
    render(<NotSavedSign reason="site data is blocked" className="sign" onSave={null} />);
    expect(screen.getByRole('status', { name: 'Not saved' })).toHaveTextContent('Not saved: site data is blocked. The game plays on.');
    expect(screen.queryByRole('button', { name: 'Save this game to a file' })).toBeNull();
  });
});
