import { act, render, screen } from '@testing-library/react';
import { resolveValue, toast, useToaster, useToastsLoaded } from './lazyToast';

/** Stands in for the page's toaster: mounted once the library has arrived, lists what it holds. */
function Toasts() {
  const { toasts } = useToaster({ duration: 5000 });
  return (
    <ul>
      {toasts
        .filter((shown) => shown.visible)
        .map((shown) => (
          <li key={shown.id} data-testid="toast" data-type={shown.type}>
            {resolveValue(shown.message, shown)}
          </li>
        ))}
    </ul>
  );
}

function Page() {
  return useToastsLoaded() ? <Toasts /> : <p>no toaster</p>;
}

describe('the page entry’s react-hot-toast, downloaded on the first toast', () => {
  it('issue 11 DLG-06 / nothing loads before a toast; the first one loads the library and is shown, in order with what followed', async () => {
    render(<Page />);
    expect(screen.getByText('no toaster')).toBeInTheDocument();
    // Dismissing before any toast asks for nothing.
    toast.dismiss('nothing');
    expect(screen.getByText('no toaster')).toBeInTheDocument();

    let ids: string[] = [];
    act(() => {
      ids = [
        toast.success('Copied', { id: 'success:Copied' }),
        toast.error('Failed', { id: 'error:Failed' }),
        toast('Plain'),
      ];
      toast.dismiss('error:Failed');
    });
    // The ids are answered at once, as the library answers them.
    expect(ids.slice(0, 2)).toEqual(['success:Copied', 'error:Failed']);
    expect(ids[2]).toMatch(/^page-toast-/);

    const shown = await screen.findAllByTestId('toast');
    expect(shown.map((item) => [item.textContent, item.dataset.type])).toEqual([
      ['Plain', 'blank'],
      ['Copied', 'success'],
    ]);

    // Once loaded, calls go straight to the library.
    act(() => {
      toast.dismiss('success:Copied');
    });
    expect(screen.getAllByTestId('toast').map((item) => item.textContent)).toEqual(['Plain']);
  });

  it('issue 11 / resolveValue answers as the library’s: a function is called with the toast', () => {
    expect(resolveValue('text', 1)).toBe('text');
    expect(resolveValue((n: number) => `n=${n}`, 2)).toBe('n=2');
  });
});
