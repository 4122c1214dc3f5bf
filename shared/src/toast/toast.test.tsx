import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { notify } from './notify.js';
import { QuireToaster } from './QuireToaster.js';

const toasts = () => screen.queryAllByTestId('quire-toast');

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  jest.useRealTimers();
});

describe('QuireToaster app', () => {
  it('DLG-08 / showing the same toast twice shows it once', () => {
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.success('Saved');
      notify.success('Saved');
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      notify.error('Saved');
    });
    expect(toasts()).toHaveLength(2);
  });

  it('DLG-06 / has success, error, warning, info and default variants', () => {
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.success('a');
      notify.error('b');
      notify.warning('c');
      notify.info('d');
      notify.default('e');
    });
    const variants = Object.fromEntries(
      toasts().map((item) => [item.textContent.slice(-1), item.dataset.variant]),
    );
    expect(variants).toEqual({ a: 'success', b: 'error', c: 'warning', d: 'info', e: 'default' });
    expect(screen.getByText('b').closest('[data-testid="quire-toast"]')).toHaveAttribute('role', 'alert');
  });

  it('a success toast may end with a link (the message first, one toast however often it is shown)', () => {
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.successWithLink('Duplicated.', { label: 'Open it', href: '/app/w/v', testId: 'open-copy' });
      notify.successWithLink('Duplicated.', { label: 'Open it', href: '/app/w/v', testId: 'open-copy' });
    });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveAttribute('data-variant', 'success');
    expect(toasts()[0]).toHaveTextContent('Duplicated. Open it');
    expect(screen.getByTestId('open-copy')).toHaveAttribute('href', '/app/w/v');
  });

  it('DLG-13 DLG-14 / shows top-center and hides after 3000 ms', () => {
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.info('Heads up');
    });
    expect(screen.getByText('Heads up').closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'top-center',
    );
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(toasts()).toHaveLength(0);
  });

  it('DLG-07 / a close button appears on hover and closes the toast', async () => {
    const user = userEvent.setup({
      advanceTimers: (ms) => {
        jest.advanceTimersByTime(ms);
      },
    });
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.default('Hover me');
    });
    const item = toasts()[0]!;
    expect(within(item).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.hover(item);
    const close = within(item).getByRole('button', { name: 'Close' });
    await user.click(close);
    expect(toasts()).toHaveLength(0);
  });

  it('hovering pauses the auto-hide timer', async () => {
    const user = userEvent.setup({
      advanceTimers: (ms) => {
        jest.advanceTimersByTime(ms);
      },
    });
    render(<QuireToaster variant="app" />);
    act(() => {
      notify.default('Stay');
    });
    await user.hover(toasts()[0]!);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(toasts()).toHaveLength(1);
    await user.unhover(toasts()[0]!);
    act(() => {
      jest.advanceTimersByTime(3100);
    });
    expect(toasts()).toHaveLength(0);
  });
});

describe('QuireToaster publish', () => {
  it('DLG-09 DLG-11 / shows at most 3 at once, bottom-left', () => {
    render(<QuireToaster variant="publish" />);
    act(() => {
      notify.success('one');
      notify.success('two');
      notify.success('three');
      notify.success('four');
    });
    expect(toasts()).toHaveLength(3);
    for (const text of ['two', 'three', 'four']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('four').closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'bottom-left',
    );
  });

  it('DLG-12 / info toasts appear bottom-centre', () => {
    render(<QuireToaster variant="publish" />);
    act(() => {
      notify.info('Copied');
    });
    expect(screen.getByText('Copied').closest('[data-placement]')).toHaveAttribute(
      'data-placement',
      'bottom-center',
    );
  });

  it('DLG-10 / hides after 5000 ms', () => {
    render(<QuireToaster variant="publish" />);
    act(() => {
      notify.error('Publish outline not found');
    });
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(toasts()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(toasts()).toHaveLength(0);
  });
});
