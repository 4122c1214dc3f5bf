import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, notify } from '@quire/shared';
import { Breadcrumb, CRUMB_MAX_WIDTH, TITLE_CRUMB_MAX_WIDTH, type Crumb } from './Breadcrumb';

const crumbs = (count: number): Crumb[] =>
  Array.from({ length: count }, (_, index) => ({
    viewId: `v${index + 1}`,
    name: `Page ${index + 1}`,
    icon: null,
  }));

const shownNames = () => screen.getAllByTestId('breadcrumb-item').map((item) => item.textContent);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the breadcrumb', () => {
  it('NAV-01 / desktop shows both crumbs of two, no overflow', () => {
    render(<Breadcrumb crumbs={crumbs(2)} mobile={false} onNavigate={jest.fn()} />);
    expect(shownNames()).toEqual(['Page 1', 'Page 2']);
    expect(screen.queryByTestId('breadcrumb-overflow')).not.toBeInTheDocument();
  });

  it('NAV-03 / desktop with five: the first, an overflow menu with the middle ones, the last two', async () => {
    const onNavigate = jest.fn();
    render(<Breadcrumb crumbs={crumbs(5)} mobile={false} onNavigate={onNavigate} />);
    expect(shownNames()).toEqual(['Page 1', 'Page 4', 'Page 5']);
    await userEvent.click(screen.getByTestId('breadcrumb-overflow'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Page 2', 'Page 3']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Page 3' }));
    expect(onNavigate).toHaveBeenCalledWith('v3');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('DLG-01 / the overflow menu closes on Escape, on a press outside and on its button again', async () => {
    render(
      <>
        <Breadcrumb crumbs={crumbs(5)} mobile={false} onNavigate={jest.fn()} />
        <p>elsewhere</p>
      </>,
    );
    const overflow = screen.getByTestId('breadcrumb-overflow');
    await userEvent.click(overflow);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(overflow).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(overflow);
    await waitFor(() => {
      expect(screen.getByRole('menu')).toBeInTheDocument();
    });
    // The outside listener starts after the opening press.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(overflow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(overflow);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('NAV-02 NAV-04 / mobile shows one crumb alone, and with more the first, an overflow and the last one', () => {
    const { rerender } = render(<Breadcrumb crumbs={crumbs(1)} mobile onNavigate={jest.fn()} />);
    expect(shownNames()).toEqual(['Page 1']);
    rerender(<Breadcrumb crumbs={crumbs(4)} mobile onNavigate={jest.fn()} />);
    expect(shownNames()).toEqual(['Page 1', 'Page 4']);
    expect(screen.getByTestId('breadcrumb-overflow')).toBeInTheDocument();
  });

  it('navigates to an ancestor, never to the open page', async () => {
    const onNavigate = jest.fn();
    render(<Breadcrumb crumbs={crumbs(2)} mobile={false} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => {
      expect(onNavigate).toHaveBeenCalledTimes(1);
    });
    expect(onNavigate).toHaveBeenCalledWith('v1');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('NAV-05 / a failed navigation raises an error toast with the message', async () => {
    const toast = jest.spyOn(notify, 'error');
    const onNavigate = jest.fn().mockRejectedValue(new AppError('RecordNotFound', 'View not found'));
    render(<Breadcrumb crumbs={crumbs(2)} mobile={false} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => {
      expect(toast).toHaveBeenCalledWith('View not found');
    });
  });

  it('NAV-06 NAV-07 / a crumb is at most 160 px wide, the open page title 250 px', () => {
    expect([CRUMB_MAX_WIDTH, TITLE_CRUMB_MAX_WIDTH]).toEqual([160, 250]);
    render(<Breadcrumb crumbs={crumbs(2)} mobile={false} onNavigate={jest.fn()} />);
    const [ancestor, title] = screen.getAllByTestId('breadcrumb-item');
    expect(ancestor).toHaveStyle({ maxWidth: '160px' });
    expect(title).toHaveStyle({ maxWidth: '250px' });
  });
});
