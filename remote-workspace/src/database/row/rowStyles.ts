import styled, { css } from 'styled-components';
import type { RowPresentation } from './rowLocation';

/** Under the peek: a dim layer for the centred dialog, a clear one (that still closes it) for the side panel. */
export const Backdrop = styled.div<{ $dim: boolean }>`
  position: fixed;
  z-index: 40;
  inset: 0;
  background: ${(props) => (props.$dim ? 'var(--quire-overlay, rgba(0, 0, 0, 0.35))' : 'transparent')};
`;

const side = css`
  position: fixed;
  z-index: 41;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(720px, 100vw);
  border-left: 1px solid var(--quire-border);
  box-shadow: var(--quire-shadow-dialog);

  /* A phone has no page left beside the panel. */
  @media (max-width: 600px) {
    width: 100vw;
    border-left: 0;
  }
`;

const centre = css`
  position: fixed;
  z-index: 41;
  top: 6vh;
  left: 50%;
  width: min(900px, calc(100vw - 32px));
  max-height: 88vh;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium);
  box-shadow: var(--quire-shadow-dialog);
  transform: translateX(-50%);

  @media (max-width: 600px) {
    top: 0;
    width: 100vw;
    max-height: 100vh;
    height: 100vh;
    border-radius: 0;
  }
`;

export const Panel = styled.div<{ $presentation: RowPresentation }>`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  overflow: auto;
  background: var(--quire-surface-raised, var(--quire-background));
  color: var(--quire-text);
  outline: none;
  ${(props) => (props.$presentation === 'side' ? side : props.$presentation === 'centre' ? centre : '')}
`;

export const Toolbar = styled.div`
  position: sticky;
  z-index: 2;
  top: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  padding: 8px 12px;
  background: inherit;
`;

export const ToolButton = styled.button.attrs({ type: 'button' })`
  min-width: 32px;
  min-height: 32px;
  padding: 4px 8px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
    color: var(--quire-text);
  }

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export const Body = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: 0 clamp(16px, 5vw, 48px) 48px;
`;

export const Title = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  padding: 4px 0;
  border: 0;
  background: transparent;
  color: var(--quire-text);
  font: inherit;
  font-size: 28px;
  font-weight: 700;
  line-height: 1.3;
  outline: none;
  resize: none;

  &::placeholder {
    color: var(--quire-text-secondary);
  }
`;

export const Status = styled.p`
  padding: 16px;
  color: var(--quire-text-secondary);
`;

export const Divider = styled.hr`
  margin: 16px 0;
  border: 0;
  border-top: 1px solid var(--quire-border);
`;
