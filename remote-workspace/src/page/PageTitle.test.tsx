import { act, fireEvent, render, screen } from '@testing-library/react';
import { PAGE_NAME_MAX_LENGTH } from './pageName';
import { PageTitle, TITLE_DEBOUNCE_MS } from './PageTitle';

function renderTitle(name = 'Plans', accepted = true) {
  const props = {
    onRename: jest.fn<Promise<boolean>, [string]>().mockResolvedValue(accepted),
    onSplit: jest.fn(),
    onFocusBody: jest.fn(),
  };
  const result = render(<PageTitle name={name} {...props} />);
  const title = screen.getByTestId<HTMLTextAreaElement>('page-title');
  return { ...props, ...result, title };
}

function typeInto(title: HTMLTextAreaElement, value: string) {
  fireEvent.change(title, { target: { value } });
}

function caretAt(title: HTMLTextAreaElement, start: number, end = start) {
  title.setSelectionRange(start, end);
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('title editing (spec 000 §2)', () => {
  it('EDT-07 / a name change is saved once, 300 ms after the last keystroke', () => {
    const { title, onRename } = renderTitle();
    title.focus();
    typeInto(title, 'Plans for');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS - 1);
    });
    typeInto(title, 'Plans for May');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS - 1);
    });
    expect(onRename).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith('Plans for May');
    expect(TITLE_DEBOUNCE_MS).toBe(300);
  });

  it('EDT-06 / an edit that ends with the name unchanged is ignored', () => {
    const { title, onRename } = renderTitle('Plans');
    title.focus();
    typeInto(title, 'Plan');
    typeInto(title, 'Plans');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    fireEvent.blur(title);
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(onRename).not.toHaveBeenCalled();
  });

  it('EDT-01 / Enter splits at the cursor: saves the first part at once and hands the rest to the body', () => {
    const { title, onRename, onSplit, onFocusBody } = renderTitle('Draft');
    title.focus();
    typeInto(title, 'Plans for May');
    caretAt(title, 5);
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(title).toHaveValue('Plans');
    expect(onRename).toHaveBeenCalledWith('Plans');
    expect(onSplit).toHaveBeenCalledWith(' for May');
    expect(onFocusBody).toHaveBeenCalledTimes(1);
    // The pending debounced save of the whole text was replaced by the split, not sent afterwards.
    fireEvent.blur(title);
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('EDT-01 / Enter at the end hands an empty remainder and leaves an unchanged name unsaved', () => {
    const { title, onRename, onSplit } = renderTitle('Plans');
    title.focus();
    caretAt(title, 5);
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(onSplit).toHaveBeenCalledWith('');
    expect(onRename).not.toHaveBeenCalled();
    expect(title).toHaveValue('Plans');
  });

  it.each([
    [
      'EDT-02 / Escape saves at once, without waiting for the debounce',
      (title: HTMLTextAreaElement) => fireEvent.keyDown(title, { key: 'Escape' }),
    ],
    ['EDT-03 / blur saves at once', (title: HTMLTextAreaElement) => fireEvent.blur(title)],
  ])('%s', (_, leave) => {
    const { title, onRename } = renderTitle();
    title.focus();
    typeInto(title, 'Roadmap');
    leave(title);
    expect(onRename).toHaveBeenCalledWith('Roadmap');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('EDT-04 / ArrowDown moves focus on to the body', () => {
    const { title, onFocusBody } = renderTitle();
    caretAt(title, 0);
    fireEvent.keyDown(title, { key: 'ArrowDown' });
    expect(onFocusBody).toHaveBeenCalledTimes(1);
  });

  it('EDT-05 / ArrowRight moves focus on only at the end of the title', () => {
    const { title, onFocusBody } = renderTitle('Plans');
    caretAt(title, 2);
    fireEvent.keyDown(title, { key: 'ArrowRight' });
    caretAt(title, 0, 5);
    fireEvent.keyDown(title, { key: 'ArrowRight' });
    expect(onFocusBody).not.toHaveBeenCalled();
    caretAt(title, 5);
    fireEvent.keyDown(title, { key: 'ArrowRight' });
    expect(onFocusBody).toHaveBeenCalledTimes(1);
  });

  it('a pasted newline becomes a space: a title is one line', () => {
    const { title } = renderTitle('');
    typeInto(title, 'one\ntwo');
    expect(title).toHaveValue('one two');
  });

  it('a rename from elsewhere shows, unless the title is being edited', () => {
    const { title, rerender, onRename, onSplit, onFocusBody } = renderTitle('Plans');
    rerender(<PageTitle name="Renamed" onRename={onRename} onSplit={onSplit} onFocusBody={onFocusBody} />);
    expect(title).toHaveValue('Renamed');
    title.focus();
    typeInto(title, 'Mine');
    rerender(<PageTitle name="Theirs" onRename={onRename} onSplit={onSplit} onFocusBody={onFocusBody} />);
    expect(title).toHaveValue('Mine');
  });

  it('an edit still pending when the page closes is saved', () => {
    const { title, unmount, onRename } = renderTitle();
    title.focus();
    typeInto(title, 'Last words');
    unmount();
    expect(onRename).toHaveBeenCalledWith('Last words');
  });
});

describe('title limits and saved form', () => {
  it('holds at most the server’s page name length (255)', () => {
    const { title } = renderTitle();
    expect(PAGE_NAME_MAX_LENGTH).toBe(255);
    expect(title).toHaveAttribute('maxlength', '255');
    expect(title).toHaveAttribute('dir', 'auto');
  });

  it('text that does not fit is cut at the limit and the title says why', () => {
    const { title, onRename } = renderTitle('');
    const hint = screen.getByTestId('page-title-hint');
    expect(hint).toBeEmptyDOMElement();
    title.focus();
    typeInto(title, 'x'.repeat(300));
    expect(title).toHaveValue('x'.repeat(255));
    expect(hint).toHaveTextContent('A page name can be at most 255 characters.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAttribute('aria-describedby', hint.id);
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    expect(onRename).toHaveBeenCalledWith('x'.repeat(255));
    typeInto(title, 'x'.repeat(200));
    expect(hint).toBeEmptyDOMElement();
  });

  it('typing or pasting at the limit (which the browser refuses) says why', () => {
    const { title } = renderTitle('y'.repeat(255));
    title.focus();
    title.setSelectionRange(255, 255);
    fireEvent(title, new InputEvent('beforeinput', { inputType: 'insertText', data: 'z', cancelable: true }));
    expect(screen.getByTestId('page-title-hint')).toHaveTextContent('at most 255 characters');
    fireEvent.blur(title);
    expect(screen.getByTestId('page-title-hint')).toBeEmptyDOMElement();
    // Replacing a selection with text that fits is no overflow.
    title.focus();
    title.setSelectionRange(0, 10);
    fireEvent(title, new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'abc' }));
    expect(screen.getByTestId('page-title-hint')).toBeEmptyDOMElement();
  });

  it('a whitespace-only title is saved as untitled and shows the placeholder', () => {
    const { title, onRename } = renderTitle('Plans');
    title.focus();
    typeInto(title, '   ');
    fireEvent.blur(title);
    expect(onRename).toHaveBeenCalledWith('');
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Untitled');
  });

  it('the name is saved trimmed, as the server stores it', () => {
    const { title, onRename } = renderTitle('Plans');
    title.focus();
    typeInto(title, '  Roadmap  ');
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(onRename).toHaveBeenCalledWith('Roadmap');
    expect(title).toHaveValue('Roadmap');
  });

  it('after a refused save the title goes back to the saved name', async () => {
    const { title, onRename } = renderTitle('Plans', false);
    title.focus();
    typeInto(title, 'Refused');
    fireEvent.blur(title);
    expect(onRename).toHaveBeenCalledWith('Refused');
    await act(async () => {
      await Promise.resolve();
    });
    expect(title).toHaveValue('Plans');
    // The saved name is the one to compare with again: typing the refused name once more sends it again.
    title.focus();
    typeInto(title, 'Refused');
    fireEvent.blur(title);
    expect(onRename).toHaveBeenCalledTimes(2);
    await act(async () => {
      await Promise.resolve();
    });
    expect(title).toHaveValue('Plans');
  });

  it('a refused save does not overwrite what the user typed since', async () => {
    const { title, onRename } = renderTitle('Plans');
    onRename.mockResolvedValueOnce(false);
    title.focus();
    typeInto(title, 'First');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    typeInto(title, 'First and more');
    await act(async () => {
      await Promise.resolve();
    });
    expect(title).toHaveValue('First and more');
  });

  it('on a page without a document body, Enter saves the whole title and moves on', () => {
    const onRename = jest.fn<Promise<boolean>, [string]>().mockResolvedValue(true);
    const onSplit = jest.fn();
    const onFocusBody = jest.fn();
    render(
      <PageTitle name="" onRename={onRename} onSplit={onSplit} onFocusBody={onFocusBody} splits={false} />,
    );
    const title = screen.getByTestId<HTMLTextAreaElement>('page-title');
    title.focus();
    typeInto(title, 'Sales pipeline');
    caretAt(title, 5);
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(title).toHaveValue('Sales pipeline');
    expect(onRename).toHaveBeenCalledWith('Sales pipeline');
    expect(onSplit).not.toHaveBeenCalled();
    expect(onFocusBody).toHaveBeenCalledTimes(1);
  });
});

describe('a new page’s title (issue 27)', () => {
  const props = () => ({
    onRename: jest.fn<Promise<boolean>, [string]>().mockResolvedValue(true),
    onSplit: jest.fn(),
    onFocusBody: jest.fn(),
  });

  it('takes focus with its default name selected; asked once, even when the page re-renders', () => {
    const isNewPage = jest.fn(() => true);
    const { rerender } = render(<PageTitle name="Untitled" {...props()} isNewPage={isNewPage} />);
    const title = screen.getByTestId<HTMLTextAreaElement>('page-title');
    expect(title).toHaveFocus();
    expect([title.selectionStart, title.selectionEnd]).toEqual([0, 'Untitled'.length]);
    rerender(<PageTitle name="Untitled" {...props()} isNewPage={isNewPage} />);
    expect(isNewPage).toHaveBeenCalledTimes(1);
  });

  it('an existing page, or a reader who cannot edit, leaves focus where it was', () => {
    render(<PageTitle name="Plans" {...props()} isNewPage={() => false} />);
    expect(screen.getByTestId('page-title')).not.toHaveFocus();
    const isNewPage = jest.fn(() => true);
    render(<PageTitle name="Shared" {...props()} isNewPage={isNewPage} readOnly />);
    expect(document.activeElement).toBe(document.body);
    expect(isNewPage).not.toHaveBeenCalled();
  });
});
