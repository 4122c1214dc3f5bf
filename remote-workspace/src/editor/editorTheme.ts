import type { Theme } from '@blocknote/mantine';

// BlockNote's colours from the app's theme tokens (as CSS variables, so the editor follows a theme change
// without a new theme object). Light and dark differ only in BlockNote's own defaults for what is not set.
const fromTokens: Theme = {
  colors: {
    editor: { text: 'var(--quire-text)', background: 'var(--quire-background)' },
    menu: { text: 'var(--quire-text)', background: 'var(--quire-surface-raised)' },
    tooltip: { text: 'var(--quire-text)', background: 'var(--quire-surface-raised)' },
    hovered: { text: 'var(--quire-text)', background: 'var(--quire-hover)' },
    selected: { text: 'var(--quire-on-primary)', background: 'var(--quire-primary)' },
    disabled: { text: 'var(--quire-text-secondary)', background: 'var(--quire-surface)' },
    shadow: 'var(--quire-border)',
    border: 'var(--quire-border)',
    sideMenu: 'var(--quire-text-secondary)',
  },
  borderRadius: 6,
  fontFamily: 'var(--quire-font-family)',
};

export const editorTheme = { light: fromTokens, dark: fromTokens };
