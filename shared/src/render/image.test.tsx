import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { DocumentView } from './DocumentView.js';
import { block, page } from './test-utils/trees.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

describe('images in the browser', () => {
  it('DLG-17 ST-11 an image that fails to load is replaced by the caller’s failure label', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const tree = page([block('image', { id: 'img', data: { url: 'https://img.test/missing.png' } })]);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <DocumentView tree={tree} labels={{ imageLoadFailed: 'editor.imageLoadFailed (translated)' }} />,
      );
      await Promise.resolve();
    });
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    await act(async () => {
      image?.dispatchEvent(new Event('error'));
      await Promise.resolve();
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('#img .quire-image-failed')?.textContent).toBe(
      'editor.imageLoadFailed (translated)',
    );
    act(() => {
      root.unmount();
    });
  });
});
