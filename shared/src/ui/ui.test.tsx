import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

describe('Dialog', () => {
  it('is a labelled modal dialog and renders nothing when closed', () => {
    const { rerender } = render(
      <Dialog open title="Rename page" onClose={() => undefined}>
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename page' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('body');
    expect(dialog).toHaveFocus();
    rerender(
      <Dialog open={false} title="Rename page" onClose={() => undefined}>
        body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DLG-01 / Escape closes a closable dialog, wherever focus is', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Dialog open title="T" onClose={onClose} />);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('DLG-01 / Escape does nothing when the dialog is not closable, which has no close button either', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Dialog open title="T" closable={false} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('DLG-02 / Enter confirms, but not from a text area', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <Dialog open title="T" onClose={() => undefined} onConfirm={onConfirm}>
        <input aria-label="Name" />
        <textarea aria-label="Notes" />
      </Dialog>,
    );
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('x{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('line{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('has cancel and confirm buttons, a close button and a backdrop that close it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    render(
      <Dialog open title="Delete?" onClose={onClose} onConfirm={onConfirm} confirmLabel="Delete" danger />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByTestId('quire-dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('Escape closes only the innermost of two open dialogs, and focus returns to the opener', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <button
            onClick={() => {
              setOuter(true);
            }}
          >
            open
          </button>
          <Dialog
            open={outer}
            title="Outer"
            onClose={() => {
              setOuter(false);
            }}
          >
            <button
              onClick={() => {
                setInner(true);
              }}
            >
              more
            </button>
          </Dialog>
          <Dialog
            open={inner}
            title="Inner"
            onClose={() => {
              setInner(false);
            }}
          />
        </>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button>outside</button>
        <Dialog open title="T" onClose={() => undefined} onConfirm={() => undefined} />
      </>,
    );
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('Button', () => {
  it('is a non-submitting button that is busy and disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(
      <form
        onSubmit={() => {
          onClick('submit');
        }}
      >
        <Button
          onClick={() => {
            onClick('click');
          }}
        >
          Continue
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick.mock.calls).toEqual([['click']]);
    rerender(
      <form>
        <Button
          loading
          onClick={() => {
            onClick('click');
          }}
        >
          Continue
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
