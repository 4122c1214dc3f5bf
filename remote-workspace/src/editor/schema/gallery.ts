import { createBlockConfig, createBlockSpec } from '@blocknote/core';
import { getI18n } from 'react-i18next';
import { browserLayout, gridLayout, newEntry, parseEntries } from '../convert/gallery';
import { browserView, gridView, layoutSwitch, picturesOf } from './galleryViews';
import { keepEventsInFields } from './fieldEvents';
import { webAddress } from './linkPreview';

export const galleryType = 'gallery';

/**
 * AppFlowy's multi_image: pictures (`images`, the stored list as JSON) added and removed by address or upload,
 * shown in AppFlowy's layouts (`layout`: 1 grid, 0 one at a time), switched by the buttons above them.
 */
export const createGalleryConfig = createBlockConfig(
  () =>
    ({
      type: galleryType,
      propSchema: { images: { default: '[]' }, layout: { default: gridLayout } },
      content: 'none' as const,
    }) as const,
);

/**
 * Picks image files and stores them through the editor's upload (our file storage, so their type is 1), each
 * added once stored; a failed upload answers no address (the upload told why) and adds nothing.
 */
function uploadButton(
  upload: (file: File, blockId?: string) => Promise<string | Record<string, unknown>>,
  add: (url: string) => void,
): HTMLElement {
  const i18n = getI18n();
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'quire-gallery-upload';
  button.textContent = i18n.t('workspace.editor.gallery.upload', 'Upload images');
  const picker = document.createElement('input');
  picker.type = 'file';
  picker.accept = 'image/*';
  picker.multiple = true;
  picker.hidden = true;
  picker.addEventListener('change', () => {
    const files = [...(picker.files ?? [])];
    picker.value = '';
    void (async () => {
      for (const file of files) {
        const answer = await upload(file);
        const url = typeof answer === 'string' ? answer : answer.url;
        if (typeof url === 'string' && url !== '') add(url);
      }
    })();
  });
  button.addEventListener('click', () => {
    picker.click();
  });
  const wrapper = document.createElement('div');
  wrapper.className = 'quire-gallery-actions';
  wrapper.append(button, picker);
  return wrapper;
}

export const createGallerySpec = createBlockSpec(createGalleryConfig, {
  meta: { selectable: true },
  render(block, editor) {
    const i18n = getI18n();
    const entries = parseEntries(block.props.images);
    const save = (next: unknown[]) => {
      if (!editor.isEditable || editor.getBlock(block.id) === undefined) return;
      editor.updateBlock(block.id, { props: { images: JSON.stringify(next) } });
    };

    const dom = document.createElement('div');
    dom.className = 'quire-gallery';
    dom.contentEditable = 'false';
    const layout = block.props.layout === browserLayout ? browserLayout : gridLayout;
    const remove = editor.isEditable
      ? (index: number) => {
          save(entries.filter((_, at) => at !== index));
        }
      : undefined;
    if (editor.isEditable) {
      dom.append(
        layoutSwitch(layout, (chosen) => {
          if (editor.getBlock(block.id) === undefined) return;
          editor.updateBlock(block.id, { props: { layout: chosen } });
        }),
      );
    }
    const pictures = picturesOf(entries);
    dom.append(layout === browserLayout ? browserView(pictures, remove) : gridView(pictures, remove));

    if (editor.isEditable) {
      const field = document.createElement('input');
      field.type = 'url';
      field.className = 'quire-gallery-add';
      field.placeholder = i18n.t(
        'workspace.editor.gallery.placeholder',
        'Paste an image link and press Enter',
      );
      field.setAttribute('aria-label', i18n.t('workspace.editor.gallery.add', 'Add an image by its address'));
      field.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        // Only web addresses are added: a stored `javascript:` address is never something the user typed here.
        const address = webAddress(field.value);
        if (address === null) return;
        save([...entries, newEntry(address.href)]);
      });
      dom.append(field);
      const upload = editor.uploadFile;
      if (upload !== undefined)
        dom.append(
          uploadButton(upload, (url) => {
            // Read when the upload ends: the gallery may have changed meanwhile.
            const current = editor.getBlock(block.id);
            if (current?.type !== galleryType) return;
            save([...parseEntries(current.props.images), newEntry(url)]);
          }),
        );
    }
    return keepEventsInFields({ dom });
  },
});
