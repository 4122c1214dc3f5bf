import { act, fireEvent, render, screen } from '@testing-library/react';
import { PageTitle, TITLE_DEBOUNCE_MS } from './PageTitle';

function renderTitle(name = 'Plans') {
  const props = { onRename: jest.fn(), onSplit: jest.fn(), onFocusBody: jest.fn() };
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

  it('EDT-02 / Escape saves at once, without waiting for the debounce', () => {
    const { title, onRename } = renderTitle();
    title.focus();
    typeInto(title, 'Roadmap');
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(onRename).toHaveBeenCalledWith('Roadmap');
    act(() => {
      jest.advanceTimersByTime(TITLE_DEBOUNCE_MS);
    });
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('EDT-03 / blur saves at once', () => {
    const { title, onRename } = renderTitle();
    title.focus();
    typeInto(title, 'Roadmap');
    fireEvent.blur(title);
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
