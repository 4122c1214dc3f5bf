/** Marks the message a failed image shows, so a later load can take it away. */
const messageClass = 'quire-image-failed';

function imageBlockOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLImageElement)) return null;
  return target.closest<HTMLElement>('[data-content-type="image"]');
}

/**
 * Shows the inline red message under every image in `root` that fails to load (DLG-17), and removes it once
 * the image loads (a corrected address, the network back). Images report failure with an `error` event that
 * does not bubble, so it is caught on the way down. The message lives inside the image block's own DOM,
 * which ProseMirror leaves alone (the block has no editable content). Returns the function that stops it.
 */
export function watchImageFailures(root: HTMLElement, message: () => string): () => void {
  const onError = (event: Event) => {
    const block = imageBlockOf(event.target);
    if (block === null || block.querySelector(`.${messageClass}`) !== null) return;
    const note = document.createElement('div');
    note.className = messageClass;
    note.setAttribute('role', 'alert');
    note.contentEditable = 'false';
    note.textContent = message();
    block.append(note);
  };
  const onLoad = (event: Event) => {
    imageBlockOf(event.target)?.querySelector(`.${messageClass}`)?.remove();
  };
  root.addEventListener('error', onError, true);
  root.addEventListener('load', onLoad, true);
  return () => {
    root.removeEventListener('error', onError, true);
    root.removeEventListener('load', onLoad, true);
  };
}
