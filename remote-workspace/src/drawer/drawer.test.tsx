import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installShortcuts } from '@quire/shared';
import { Drawer } from './Drawer';
import { clampDrawerWidth, drawerMustClose, drawerWidthBounds, resizedDrawerWidth } from './drawerRules';
import { useDrawer } from './useDrawer';

// jsdom has no PointerEvent; testing-library then builds a plain Event and drops clientX.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

function setWindowWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function Harness() {
  const drawer = useDrawer();
  return (
    <>
      <output data-testid="state">{`${String(drawer.open)} ${String(drawer.width)}`}</output>
      <Drawer open={drawer.open} width={drawer.width} onResize={drawer.resize}>
        <p>tree</p>
      </Drawer>
    </>
  );
}

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
});

describe('the sidebar drawer', () => {
  it('ST-08 / width stays between min(268, window/4) and max(268, window/2)', () => {
    expect(drawerWidthBounds(1600)).toEqual({ min: 268, max: 800 });
    expect(drawerWidthBounds(400)).toEqual({ min: 100, max: 268 });
    expect(clampDrawerWidth(100, 1600)).toBe(268);
    expect(clampDrawerWidth(2000, 1600)).toBe(800);
    expect(clampDrawerWidth(400, 1600)).toBe(400);
  });

  it('ST-09 CON-02 / a resize applies only while the window stays more than 768 px wider than the drawer', () => {
    expect(resizedDrawerWidth(500, 1600)).toBe(500);
    expect(resizedDrawerWidth(832, 1600)).toBe(800); // clamped to max(268, 1600 / 2)
    expect(resizedDrawerWidth(800, 1600)).toBe(800);
    expect(resizedDrawerWidth(300, 1068)).toBeNull(); // 1068 − 300 = 768, not more
    expect(resizedDrawerWidth(299, 1068)).toBe(299);
  });

  it('ST-10 CON-02 / the drawer must close when the window minus the drawer is at most 768 px', () => {
    expect(drawerMustClose(1036, 268)).toBe(true);
    expect(drawerMustClose(1037, 268)).toBe(false);
  });

  it('ST-05 ST-06 CCH-16 CCH-17 / opens at 268 px by default, and a saved width and open state are used', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByTestId('state')).toHaveTextContent('true 268');
    expect(screen.getByTestId('drawer')).toHaveStyle({ width: '268px' });
    unmount();
    localStorage.setItem('outline_width', '420');
    localStorage.setItem('outline_open', 'false');
    render(<Harness />);
    expect(screen.getByTestId('state')).toHaveTextContent('false 420');
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
  });

  it('junk in storage reads as the defaults', () => {
    localStorage.setItem('outline_width', 'wide');
    localStorage.setItem('outline_open', '"maybe"');
    render(<Harness />);
    expect(screen.getByTestId('state')).toHaveTextContent('true 268');
  });

  it('ST-07 CCH-16 / dragging the handle resizes the drawer and saves the width', () => {
    render(<Harness />);
    const handle = screen.getByTestId('drawer-resize-handle');
    fireEvent.pointerDown(handle, { clientX: 268 });
    fireEvent.pointerMove(window, { clientX: 450 });
    fireEvent.pointerUp(window);
    expect(screen.getByTestId('state')).toHaveTextContent('true 450');
    expect(localStorage.getItem('outline_width')).toBe('450');
    fireEvent.pointerMove(window, { clientX: 600 });
    expect(screen.getByTestId('state')).toHaveTextContent('true 450'); // released: no longer follows
  });

  it('ST-09 / a drag that would leave the content 768 px or less is not applied', () => {
    window.innerWidth = 1200;
    render(<Harness />);
    fireEvent.pointerDown(screen.getByTestId('drawer-resize-handle'));
    fireEvent.pointerMove(window, { clientX: 500 }); // 1200 − 500 = 700
    expect(screen.getByTestId('state')).toHaveTextContent('true 268');
    fireEvent.pointerMove(window, { clientX: 420 }); // 1200 − 420 = 780
    expect(screen.getByTestId('state')).toHaveTextContent('true 420');
  });

  it('ST-10 / narrowing the window closes the drawer, without saving that as the user’s choice', () => {
    render(<Harness />);
    setWindowWidth(1100);
    expect(screen.getByTestId('state')).toHaveTextContent('true 268');
    setWindowWidth(1036);
    expect(screen.getByTestId('state')).toHaveTextContent('false 268');
    expect(localStorage.getItem('outline_open')).toBeNull();
  });

  it('ST-10 / a window already too narrow starts with the drawer closed', () => {
    window.innerWidth = 900;
    render(<Harness />);
    expect(screen.queryByTestId('drawer')).not.toBeInTheDocument();
  });

  it('KEY-01 CCH-17 / mod+. toggles the drawer and saves the open state', async () => {
    const stop = installShortcuts(window);
    render(<Harness />);
    await userEvent.keyboard('{Control>}.{/Control}');
    expect(screen.getByTestId('state')).toHaveTextContent('false 268');
    expect(localStorage.getItem('outline_open')).toBe('false');
    await userEvent.keyboard('{Control>}.{/Control}');
    expect(screen.getByTestId('state')).toHaveTextContent('true 268');
    expect(localStorage.getItem('outline_open')).toBe('true');
    stop();
  });
});
