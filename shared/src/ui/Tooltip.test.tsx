import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TOOLTIP_ENTER_DELAY_MS } from './Tooltip.js';

describe('Tooltip', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('CON-09 / appears after the pointer has rested 1000 ms, describes its element, and goes when it leaves', () => {
    expect(TOOLTIP_ENTER_DELAY_MS).toBe(1000);
    render(
      <Tooltip label="Ana Lima">
        <button type="button">AL</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'AL' });
    fireEvent.pointerEnter(button.parentElement as HTMLElement);
    act(() => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Ana Lima');
    expect(button).toHaveAccessibleDescription('Ana Lima');
    fireEvent.pointerLeave(button.parentElement as HTMLElement);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('a pointer that leaves before the delay shows nothing; focus shows it too, Escape hides it', () => {
    render(
      <Tooltip label="Rename">
        <button type="button">R</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'R' });
    fireEvent.pointerEnter(button.parentElement as HTMLElement);
    act(() => {
      jest.advanceTimersByTime(500);
    });
    fireEvent.pointerLeave(button.parentElement as HTMLElement);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => {
      button.focus();
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Rename');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
