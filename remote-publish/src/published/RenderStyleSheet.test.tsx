import { longPageStyles } from '@quire/shared/render';
import { screen } from '@testing-library/react';
import { documentState } from '../test/documents';
import { publishedServer } from '../test/publishedServer';
import { renderPublished } from '../test/renderPublished';
import { forgetServerRenderedForTests } from './serverRendered';

const blob = documentState([{ ty: 'paragraph', text: [{ insert: 'Styled words' }] }]);

afterEach(() => {
  document.getElementById('quire-published')?.remove();
  forgetServerRenderedForTests();
});

describe('the renderer’s rules on a published page', () => {
  it('issue 11 / without the server’s HTML they come with the document (their own chunk), never after it', async () => {
    forgetServerRenderedForTests();
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    renderPublished('/team/launch-notes', publishApi);
    const words = await screen.findByText('Styled words');
    const styles = [...screen.getByTestId('publish-document').querySelectorAll('style')];
    expect(styles.map((style) => style.textContent).join('')).toContain('.quire-block');
    expect(styles.map((style) => style.textContent).join('')).toContain(longPageStyles);
    // In the same commit as the blocks: the style element comes before them.
    expect(styles[0]?.compareDocumentPosition(words) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('issue 11 / a page that came as the server’s HTML (its head has them) does not draw them again', async () => {
    forgetServerRenderedForTests();
    const copy = document.createElement('div');
    copy.id = 'quire-published';
    document.body.append(copy);
    const { publishApi } = publishedServer({ 'launch-notes': { blob } });
    renderPublished('/team/launch-notes', publishApi);
    await screen.findByText('Styled words');
    expect(screen.getByTestId('publish-document').querySelectorAll('style')).toHaveLength(0);
  });
});
