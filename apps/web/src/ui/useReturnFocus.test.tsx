import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './useReturnFocus';

/** A dialog opened by state, with no Dialog.Trigger, as every dialog of the app is. */
function StateDialog({
  open,
  onClose,
  fallback,
  closeLabel = 'Close',
  onCloseClick,
}: {
  open: boolean;
  onClose(): void;
  fallback?: () => HTMLElement | null;
  closeLabel?: string;
  onCloseClick?(): void;
}) {
  const returnFocus = useReturnFocus(open, fallback);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title>{closeLabel} dialog</Dialog.Title>
          <button type="button" onClick={onCloseClick ?? onClose}>
            {closeLabel}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A list whose rows open a dialog; `removeOnClose` drops the row that opened it. */
function Rows({ removeOnClose = false, withFallback = false }) {
  const [rows, setRows] = useState(['a', 'b', 'c']);
  const [opened, setOpened] = useState<string | null>(null);
  const header = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button ref={header} type="button">
        Header
      </button>
      <ul>
        {rows.map((r) => (
          <li key={r}>
            <button type="button" onClick={() => setOpened(r)}>
              Open {r}
            </button>
          </li>
        ))}
      </ul>
      <StateDialog
        open={opened !== null}
        onClose={() => {
          if (removeOnClose) setRows((list) => list.filter((r) => r !== opened));
          setOpened(null);
        }}
        fallback={withFallback ? () => header.current : undefined}
      />
    </main>
  );
}

/** A dialog opened from a Radix menu's item. */
function MenuOpened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger>More</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content>
            <DropdownMenu.Item onSelect={() => setOpen(true)}>Rename</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <StateDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** A menu of our own whose item removes the menu as it opens the dialog, in one step. */
function GoneMenu() {
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="more" onClick={() => setMenu(true)}>
        More
      </button>
      {menu ? (
        <div role="menu" aria-labelledby="more">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenu(false);
              setOpen(true);
            }}
          >
            Delete
          </button>
        </div>
      ) : null}
      <StateDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Rows whose removal the test starts (as an optimistic removal lands) with `removeRow`. */
let removeRow = (_row: string) => {};
function LateRemoval() {
  const [rows, setRows] = useState(['a', 'b']);
  const [opened, setOpened] = useState<string | null>(null);
  removeRow = (row) => setRows((list) => list.filter((r) => r !== row));
  return (
    <>
      <ul>
        {rows.map((r) => (
          <li key={r}>
            <button type="button" onClick={() => setOpened(r)}>
              Open {r}
            </button>
          </li>
        ))}
      </ul>
      <StateDialog open={opened !== null} onClose={() => setOpened(null)} />
    </>
  );
}

/** A preview whose Apply swaps it for a second dialog in one step. */
function Chain() {
  const [step, setStep] = useState<'none' | 'preview' | 'apply'>('none');
  return (
    <>
      <button type="button" onClick={() => setStep('preview')}>
        Preview
      </button>
      <StateDialog
        open={step === 'preview'}
        onClose={() => setStep('none')}
        closeLabel="Apply"
        onCloseClick={() => setStep('apply')}
      />
      <StateDialog open={step === 'apply'} onClose={() => setStep('none')} />
    </>
  );
}

/** A dialog whose Remix closes it and puts focus in the script a frame later. */
function Placing() {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={field} aria-label="Script" />
      <button type="button" onClick={() => setOpen(true)}>
        Play
      </button>
      <StateDialog
        open={open}
        onClose={() => setOpen(false)}
        closeLabel="Remix"
        onCloseClick={() => {
          setOpen(false);
          requestAnimationFrame(() => field.current?.focus());
        }}
      />
    </>
  );
}

describe('useReturnFocus: focus after a dialog without a trigger closes', () => {
  it('goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Open b' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open b' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Open c' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open c' })).toHaveFocus());
  });

  it('goes to the fallback when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<Rows removeOnClose withFallback />);
    await user.click(screen.getByRole('button', { name: 'Open b' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Header' })).toHaveFocus());
  });

  it('without a fallback, goes to the first control left where the opener was', async () => {
    const user = userEvent.setup();
    render(<Rows removeOnClose />);
    await user.click(screen.getByRole('button', { name: 'Open b' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open a' })).toHaveFocus());
  });

  it('opened from a menu item, goes back to the button of the closed menu', async () => {
    const user = userEvent.setup();
    render(<MenuOpened />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
  });

  it('opened from a menu already gone, and whose button has not had focus back yet, goes to that button', async () => {
    const user = userEvent.setup();
    render(<GoneMenu />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toHaveFocus());
  });

  it('when the control it went back to leaves the page just after, goes to what is left there', async () => {
    const user = userEvent.setup();
    render(<LateRemoval />);
    const opener = screen.getByRole('button', { name: 'Open a' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
    // The row goes once the dialog has closed, as an optimistic removal may.
    act(() => removeRow('a'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open b' })).toHaveFocus());
  });

  it('a dialog that replaced another in one step gives focus to what opened the first', async () => {
    const user = userEvent.setup();
    render(<Chain />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await screen.findByRole('dialog', { name: 'Close dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus());
  });

  it('leaves focus that something put elsewhere as the dialog closed', async () => {
    const user = userEvent.setup();
    render(<Placing />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(await screen.findByRole('button', { name: 'Remix' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Script' })).toHaveFocus());
  });
});
