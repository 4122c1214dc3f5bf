import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorDialogBoundary } from './ErrorDialogBoundary';

let broken = false;
function Fragile() {
  if (broken) throw new Error('Cannot read the page tree');
  return <p>page content</p>;
}

describe('the full-screen error dialog', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('DLG-03 / an unhandled render error opens it with the message', () => {
    broken = true;
    render(
      <ErrorDialogBoundary>
        <Fragile />
      </ErrorDialogBoundary>,
    );
    const dialog = screen.getByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Oops.. something went wrong');
    expect(dialog).toHaveTextContent('Cannot read the page tree');
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
  });

  it('DLG-04 / Reload reloads the page', async () => {
    broken = true;
    const reload = jest.fn();
    render(
      <ErrorDialogBoundary reload={reload}>
        <Fragile />
      </ErrorDialogBoundary>,
    );
    await userEvent.click(within(screen.getByTestId('error-dialog')).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('DLG-05 / Close dismisses it and renders the screen again', async () => {
    broken = true;
    render(
      <ErrorDialogBoundary reload={jest.fn()}>
        <Fragile />
      </ErrorDialogBoundary>,
    );
    broken = false;
    await userEvent.click(within(screen.getByTestId('error-dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('renders its children untouched when nothing throws', () => {
    broken = false;
    render(
      <ErrorDialogBoundary>
        <Fragile />
      </ErrorDialogBoundary>,
    );
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });
});
