import { useCallback, useEffect, useState } from 'react';
import { bindShortcut } from '../shortcuts/registry.js';
import { clampDrawerWidth, drawerMustClose, resizedDrawerWidth } from './drawerRules.js';
import { readDrawerOpen, readDrawerWidth, saveDrawerOpen, saveDrawerWidth } from './drawerStorage.js';

export interface DrawerState {
  open: boolean;
  width: number;
  toggle: () => void;
  /** Applies a dragged width when the rules allow it (ST-07..09); the width is saved. */
  resize: (requested: number) => void;
}

// Outside a browser (server rendering) the window is taken as wide: the drawer opens at its saved width.
const windowWidth = () => (typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth);

/**
 * The sidebar drawer: open state and width from localStorage, mod+. toggles it (KEY-01), and it closes when
 * the window leaves the content 768 px or less (ST-10). An automatic close is not saved: it is the window's
 * doing, not the user's choice.
 */
export function useDrawer(): DrawerState {
  const [width, setWidth] = useState(() => clampDrawerWidth(readDrawerWidth(), windowWidth()));
  const [open, setOpen] = useState(() => readDrawerOpen() && !drawerMustClose(windowWidth(), width));

  const toggle = useCallback(() => {
    setOpen((was) => {
      saveDrawerOpen(!was);
      return !was;
    });
  }, []);

  const resize = useCallback((requested: number) => {
    const next = resizedDrawerWidth(requested, windowWidth());
    if (next === null) return;
    setWidth(next);
    saveDrawerWidth(next);
  }, []);

  useEffect(() => bindShortcut('toggleSidebar', toggle), [toggle]);

  useEffect(() => {
    const onResize = () => {
      if (drawerMustClose(windowWidth(), width)) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, [width]);

  return { open, width, toggle, resize };
}
