import { watchImageFailures } from './imageFailures';

function imageBlock(root: HTMLElement): HTMLImageElement {
  const block = document.createElement('div');
  block.dataset.contentType = 'image';
  const wrapper = document.createElement('div');
  const image = document.createElement('img');
  wrapper.append(image);
  block.append(wrapper);
  root.append(block);
  return image;
}

describe('watchImageFailures', () => {
  it('DLG-17 / an image that fails to load shows the red message once; a later load removes it', () => {
    const root = document.createElement('div');
    const image = imageBlock(root);
    const stop = watchImageFailures(root, () => 'The image could not be loaded');
    image.dispatchEvent(new Event('error'));
    image.dispatchEvent(new Event('error'));
    const notes = root.querySelectorAll('[role="alert"]');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toBe('The image could not be loaded');
    image.dispatchEvent(new Event('load'));
    expect(root.querySelector('[role="alert"]')).toBeNull();
    stop();
    image.dispatchEvent(new Event('error'));
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('images outside image blocks (an icon, an emoji) are left alone', () => {
    const root = document.createElement('div');
    const icon = document.createElement('img');
    root.append(icon);
    watchImageFailures(root, () => 'failed');
    icon.dispatchEvent(new Event('error'));
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });
});
