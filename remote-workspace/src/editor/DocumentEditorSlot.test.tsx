import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentEditorProps } from './DocumentEditor';
import { createDocumentEditorSlot, type EditorLoader } from './DocumentEditorSlot';

const props: DocumentEditorProps = { workspaceId: 'w1', viewId: 'v1', readOnly: false, handedOver: null };

function FakeEditor({ viewId }: DocumentEditorProps) {
  return <p data-testid="document-editor">{viewId}</p>;
}

let thrown: jest.SpyInstance;
beforeEach(() => {
  // React reports the errors a boundary catches on the console.
  thrown = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  thrown.mockRestore();
});

function renderInPage(Slot: ReturnType<typeof createDocumentEditorSlot>, slotProps = props) {
  return render(
    <div>
      <nav>
        <button type="button">Sidebar</button>
      </nav>
      <Slot {...slotProps} />
    </div>,
  );
}

describe('the editor chunk behind an error boundary', () => {
  it('a failing import shows a message with Try again, which imports the chunk again', async () => {
    const load = jest
      .fn<ReturnType<EditorLoader>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk document-editor failed'))
      .mockResolvedValue({ default: FakeEditor });
    renderInPage(createDocumentEditorSlot(load));
    expect(screen.getByTestId('document-loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The editor could not be opened.');
    // The rest of the page is still there.
    expect(screen.getByRole('button', { name: 'Sidebar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-editor')).toHaveTextContent('v1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an editor throwing while rendering is caught; Try again renders it again without a new import', async () => {
    let broken = true;
    function Flaky(editorProps: DocumentEditorProps) {
      if (broken) throw new Error('render failed');
      return <FakeEditor {...editorProps} />;
    }
    const load = jest.fn<ReturnType<EditorLoader>, []>().mockResolvedValue({ default: Flaky });
    renderInPage(createDocumentEditorSlot(load));
    expect(await screen.findByTestId('document-editor-failed')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-editor')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opening another page clears the failure', async () => {
    let broken = true;
    function Flaky(editorProps: DocumentEditorProps) {
      if (broken) throw new Error('render failed');
      return <FakeEditor {...editorProps} />;
    }
    const Slot = createDocumentEditorSlot(() => Promise.resolve({ default: Flaky }));
    const { rerender } = renderInPage(Slot);
    expect(await screen.findByTestId('document-editor-failed')).toBeInTheDocument();
    broken = false;
    await act(async () => {
      rerender(
        <div>
          <Slot {...props} viewId="v2" />
        </div>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByTestId('document-editor')).toHaveTextContent('v2');
  });
});
