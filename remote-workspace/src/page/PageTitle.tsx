import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAGE_NAME_MAX_LENGTH, normalizePageName } from './pageName';

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
    opacity: 1;
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  color: var(--quire-text-secondary);
  font-size: 13px;
  line-height: 1.4;

  &:empty {
    margin: 0;
  }
`;

export interface PageTitleProps {
  /** The saved name; a change from elsewhere (the sidebar) shows unless the title is being edited. */
  name: string;
  /** Saves a name; resolves false when the server refused it, and the title goes back to the saved name. */
  onRename: (name: string) => Promise<boolean>;
  /** Enter: what follows the cursor leaves the title for the body (EDT-01). */
  onSplit: (remainder: string) => void;
  /** ArrowDown, or ArrowRight at the end: focus moves on to the body (EDT-04, EDT-05). */
  onFocusBody: () => void;
  /** A page without a document body (a database, a chat): Enter saves the whole title instead of splitting it. */
  splits?: boolean;
  /** A reader without edit rights (a guest) sees the title but cannot change it. */
  readOnly?: boolean;
  /**
   * Asked once when the title appears: true for a page just made, whose title then takes focus with its text
   * (a default name, if any) selected, so what is typed first names the page.
   */
  isNewPage?: () => boolean;
}

/**
 * The editable page title (spec 000 §2). A textarea rather than a contenteditable: the caret offset Enter
 * splits at is then exact, and a title has no formatting. It wraps like a heading and never holds a newline.
 * It holds at most the server's name length, and says so when typing or pasting runs into it.
 */
export function PageTitle({
  name,
  onRename,
  onSplit,
  onFocusBody,
  splits = true,
  readOnly = false,
  isNewPage,
}: PageTitleProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setTextState] = useState(name);
  const [tooLong, setTooLong] = useState(false);
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
  // The name the server holds: where the title goes back to when a save fails.
  const stored = useRef(name);

  useEffect(() => {
    saved.current = name;
    stored.current = name;
    if (element.current === document.activeElement) return;
    current.current = name;
    setTextState(name);
  }, [name]);

  // A new page's title takes the typing (an effect, not render: asked once even when effects run twice).
  const asked = useRef(false);
  useEffect(() => {
    const area = element.current;
    if (asked.current || area === null || readOnly || isNewPage === undefined) return;
    asked.current = true;
    if (!isNewPage()) return;
    area.focus();
    area.select();
  }, [isNewPage, readOnly]);

  // Browsers without field-sizing still grow the title with its text.
  useLayoutEffect(() => {
    const area = element.current;
    if (area === null || area.scrollHeight === 0) return;
    area.style.height = 'auto';
    area.style.height = `${String(area.scrollHeight)}px`;
  }, [text]);

  // maxLength cuts typed and pasted text silently; whatever would not fit is announced instead.
  useEffect(() => {
    const area = element.current;
    if (area === null || readOnly) return;
    const beforeInput = (event: InputEvent) => {
      if (!event.inputType.startsWith('insert') || event.inputType === 'insertLineBreak') return;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const kept = area.value.length - (area.selectionEnd - area.selectionStart);
      if (kept + inserted.length > PAGE_NAME_MAX_LENGTH) setTooLong(true);
    };
    area.addEventListener('beforeinput', beforeInput);
    return () => {
      area.removeEventListener('beforeinput', beforeInput);
    };
  }, [readOnly]);

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const save = (value: string) => {
    cancelPending();
    const next = normalizePageName(value);
    if (next === saved.current) return;
    saved.current = next;
    void onRename(next).then((accepted) => {
      // A later save has taken over, or the user typed on: their newer text stays.
      if (accepted || saved.current !== next) return;
      saved.current = stored.current;
      if (normalizePageName(current.current) === next) setText(stored.current);
    });
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
    const kept = single.slice(0, PAGE_NAME_MAX_LENGTH);
    // Still at the limit after running into it: the message stays until the title gets shorter.
    setTooLong((was) => single.length > PAGE_NAME_MAX_LENGTH || (was && kept.length >= PAGE_NAME_MAX_LENGTH));
    setText(kept);
    cancelPending();
    timer.current = setTimeout(() => {
      save(kept);
    }, TITLE_DEBOUNCE_MS);
  };

  // What the server will keep is what the title shows once editing ends: a whitespace-only title is untitled.
  const finish = () => {
    save(current.current);
    setTooLong(false);
    const shown = normalizePageName(current.current);
    if (shown !== current.current) setText(shown);
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    const area = event.currentTarget;
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        if (!splits) {
          finish();
          onFocusBody();
          return;
        }
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
        finish();
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
    <>
      <Title
        ref={element}
        data-testid="page-title"
        dir="auto"
        rows={1}
        readOnly={readOnly}
        maxLength={PAGE_NAME_MAX_LENGTH}
        value={text}
        aria-label={t('workspace.page.titleLabel', 'Page title')}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        placeholder={t('workspace.page.untitled', 'Untitled')}
        onChange={(event) => {
          change(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={finish}
      />
      <Hint id={hintId} data-testid="page-title-hint" role="status">
        {tooLong
          ? t('workspace.page.title.tooLong', 'A page name can be at most {{max}} characters.', {
              max: PAGE_NAME_MAX_LENGTH,
            })
          : ''}
      </Hint>
    </>
  );
}
