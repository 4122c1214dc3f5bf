import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { useSharedTranslation } from '../i18n/useSharedTranslation.js';
import { Button } from './Button.js';
import { isTopDialog, pushDialog, removeDialog } from './dialog-stack.js';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Whether Escape, the backdrop and the × button close it; default true. */
  closable?: boolean;
  onClose: () => void;
  /** When given, Enter confirms and a confirm button is shown. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive confirmation gets the danger button. */
  danger?: boolean;
  /** `data-testid`s for the dialog itself and its confirm button. */
  testId?: string;
  confirmTestId?: string;
  children?: ReactNode;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: var(--quire-overlay, rgba(0, 0, 0, 0.4));
`;

const Panel = styled.div`
  position: relative;
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: var(--quire-radius-large, 12px);
  background: var(--quire-surface-raised, #fff);
  color: var(--quire-text, #1f2329);
  box-shadow: var(--quire-shadow-dialog, 0 12px 40px rgba(31, 35, 41, 0.2));
  font-family: var(--quire-font-family, sans-serif);

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 32px 16px 0;
  font-size: 18px;
  font-weight: 600;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: var(--quire-radius-small, 4px);
  background: transparent;
  color: var(--quire-text-secondary, #646a73);
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover, rgba(31, 35, 41, 0.06));
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 24px;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Enter in these means something else (a new line, a click, a choice), so it does not confirm the dialog. */
function enterBelongsToTarget(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['TEXTAREA', 'BUTTON', 'A', 'SELECT'].includes(target.tagName);
}

/**
 * The shared modal dialog: role=dialog with aria-modal, labelled by its title. Escape closes it when it is
 * closable (DLG-01), Enter confirms it (DLG-02); focus moves into it while open, stays inside on Tab, and
 * returns where it was on close.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  closable = true,
  onClose,
  onConfirm,
  confirmLabel,
  cancelLabel,
  danger = false,
  testId,
  confirmTestId,
  children,
}: DialogProps) {
  const { t } = useSharedTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ closable, onClose });
  latest.current = { closable, onClose };

  useEffect(() => {
    const id = pushDialog();
    const previousFocus = document.activeElement;
    // A field that asked for focus (autoFocus) keeps it; otherwise the dialog itself takes it.
    if (panel.current?.contains(document.activeElement) !== true) panel.current?.focus();
    // On the document, so Escape works wherever focus is (the button that opened the dialog, the body).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopDialog(id)) return;
      if (!latest.current.closable) return;
      event.preventDefault();
      latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeDialog(id);
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    };
  }, []);

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && onConfirm !== undefined && !enterBelongsToTarget(event.target)) {
      event.preventDefault();
      onConfirm();
      return;
    }
    if (event.key === 'Tab' && panel.current !== null) {
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panel.current)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <Backdrop
      data-testid="quire-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
        onKeyDown={onPanelKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {closable && (
          <CloseButton type="button" aria-label={t('common.close', 'Close')} onClick={onClose}>
            ×
          </CloseButton>
        )}
        {children}
        {onConfirm !== undefined && (
          <Actions>
            {closable && <Button onClick={onClose}>{cancelLabel ?? t('common.cancel', 'Cancel')}</Button>}
            <Button variant={danger ? 'danger' : 'primary'} data-testid={confirmTestId} onClick={onConfirm}>
              {confirmLabel ?? t('common.confirm', 'Confirm')}
            </Button>
          </Actions>
        )}
      </Panel>
    </Backdrop>
  );
}
