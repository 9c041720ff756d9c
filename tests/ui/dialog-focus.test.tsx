// @vitest-environment jsdom
// useDialogFocus: a dialog takes the focus as it opens, keeps Tab and Shift+Tab inside, closes on Esc
// (only the topmost of two), and gives the focus back to what opened it, or to the screen's heading
// when that is gone. Then the app's own dialogs, opened and closed the way a keyboard player does.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App.tsx';
import { useDialogFocus } from '../../src/ui/useDialogFocus.ts';
import { findDeal, distanceOf, makeStore, storeWithGame } from '../store/helpers.ts';

afterEach(cleanup);

function Dialog({ name, onClose, children }: { name: string; onClose: () => void; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, { onClose });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label={name}>
      <button type="button">{name} first</button>
      <input aria-label={`${name} field`} />
      <button type="button" onClick={onClose}>
        {name} last
      </button>
      {children}
    </div>
  );
}

/** A page with a heading, a button behind the dialog, the opener, and (opened from inside) a second dialog. */
function Page({ openerStays = true }: { openerStays?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1} data-screen-heading>
        The page
      </h1>
      <button type="button">Behind</button>
      {(openerStays || !open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      {open && (
        <Dialog name="Outer" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          {inner && <Dialog name="Inner" onClose={() => setInner(false)} />}
        </Dialog>
      )}
    </main>
  );
}

describe('useDialogFocus', () => {
  it('takes the focus on opening, keeps Tab and Shift+Tab inside, and Esc gives it back to the opener', async () => {
    render(<Page />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const first = screen.getByRole('button', { name: 'Outer first' });
    const last = screen.getByRole('button', { name: 'Open inner' });
    expect(first).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Outer' })).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Esc closes only the topmost dialog, and each gives the focus back to its own opener', async () => {
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    await user.click(openInner);
    expect(screen.getByRole('button', { name: 'Inner first' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(openInner).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives the focus to the screen’s heading when the opener is gone, never to the page', async () => {
    render(<Page openerStays={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Outer last' }));
    expect(screen.getByRole('heading', { name: 'The page' })).toHaveFocus();
  });
});

describe('the app’s dialogs, by keyboard', () => {
  it('How to play: Shift+Tab stays inside; Esc closes it and the focus returns to its button', async () => {
    render(<App store={makeStore()} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'How to play' });
    button.focus();
    await user.keyboard('{Enter}');
    const rules = await screen.findByRole('dialog', { name: 'How to play' });
    for (let i = 0; i < 3; i++) {
      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect(rules).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'How to play' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it.each(['Settings', 'Keys', 'Log'])('%s: Esc closes it and the focus returns to its button', async (name) => {
    render(<App store={storeWithGame(5)} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole(name === 'Log' ? 'complementary' : 'dialog', { name: name === 'Log' ? 'Game log' : name });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('the end screen opens on its headline; Esc looks at the table and the focus goes to Results', async () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) === null));
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Resign…' })[0]!);
    await user.keyboard('{Tab}{Enter}');
    const end = await screen.findByRole('dialog', {}, { timeout: 3000 });
    await waitFor(() => expect(end.querySelector('h1')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(end).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Results' })).toHaveFocus();
  });
});
