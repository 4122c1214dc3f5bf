import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Spec 000 §9: name changes are saved 300 ms after the last keystroke (EDT-07). */
export const TITLE_DEBOUNCE_MS = 300;

const Title = styled.textarea`
  display: block;
  width: 100%;
  overflow: hidden;
  padding: 0;
  border: none;
  outline: none;
  resize: none;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 40px;
  font-weight: 700;
  line-height: 1.25;
  field-sizing: content;

  &::placeholder {
    color: var(--quire-text-secondary);
  }
`;

export interface PageTitleProps {
  /** The saved name; a change from elsewhere (the sidebar) shows unless the title is being edited. */
  name: string;
  onRename: (name: string) => void;
  /** Enter: what follows the cursor leaves the title for the body (EDT-01). */
  onSplit: (remainder: string) => void;
  /** ArrowDown, or ArrowRight at the end: focus moves on to the body (EDT-04, EDT-05). */
  onFocusBody: () => void;
  /** A reader without edit rights (a guest) sees the title but cannot change it. */
  readOnly?: boolean;
}

/**
 * The editable page title (spec 000 §2). A textarea rather than a contenteditable: the caret offset Enter
 * splits at is then exact, and a title has no formatting. It wraps like a heading and never holds a newline.
 */
export function PageTitle({ name, onRename, onSplit, onFocusBody, readOnly = false }: PageTitleProps) {
  const { t } = useTranslation();
  const [text, setTextState] = useState(name);
  // Read by blur and unmount, which can run before React has re-rendered with the latest text.
  const current = useRef(name);
  const setText = (value: string) => {
    current.current = value;
    setTextState(value);
  };
  const element = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The name last saved or received, so an edit that ends where it began is ignored (EDT-06).
  const saved = useRef(name);

  useEffect(() => {
    saved.current = name;
    if (element.current === document.activeElement) return;
    current.current = name;
    setTextState(name);
  }, [name]);

  // Browsers without field-sizing still grow the title with its text.
  useLayoutEffect(() => {
    const area = element.current;
    if (area === null || area.scrollHeight === 0) return;
    area.style.height = 'auto';
    area.style.height = `${String(area.scrollHeight)}px`;
  }, [text]);

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const save = (value: string) => {
    cancelPending();
    if (value === saved.current) return;
    saved.current = value;
    onRename(value);
  };

  // A pending save is flushed on unmount, so leaving the page within 300 ms keeps the edit.
  const flush = useRef(save);
  flush.current = save;
  useEffect(
    () => () => {
      if (timer.current !== null) flush.current(current.current);
    },
    [],
  );

  const change = (value: string) => {
    const single = value.replace(/\r?\n/g, ' ');
    setText(single);
    cancelPending();
    timer.current = setTimeout(() => {
      save(single);
    }, TITLE_DEBOUNCE_MS);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const area = event.currentTarget;
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        const at = area.selectionStart;
        const first = text.slice(0, at);
        const remainder = text.slice(area.selectionEnd);
        setText(first);
        save(first);
        onSplit(remainder);
        onFocusBody();
        return;
      }
      case 'Escape':
        event.preventDefault();
        save(current.current);
        area.blur();
        return;
      case 'ArrowDown':
        event.preventDefault();
        onFocusBody();
        return;
      case 'ArrowRight':
        if (area.selectionStart === text.length && area.selectionEnd === text.length) {
          event.preventDefault();
          onFocusBody();
        }
        return;
      default:
        return;
    }
  };

  return (
    <Title
      ref={element}
      data-testid="page-title"
      rows={1}
      readOnly={readOnly}
      value={text}
      aria-label={t('workspace.page.titleLabel', 'Page title')}
      placeholder={t('workspace.page.untitled', 'Untitled')}
      onChange={(event) => {
        change(event.target.value);
      }}
      onKeyDown={keyDown}
      onBlur={() => {
        save(current.current);
      }}
    />
  );
}
