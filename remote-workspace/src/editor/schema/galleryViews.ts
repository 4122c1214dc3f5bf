import { getI18n } from 'react-i18next';
import { browserLayout, entryUrl, gridLayout, type GalleryLayout } from '../convert/gallery';

/** What a gallery view draws: the pictures' addresses (with their index in the stored list). */
export interface GalleryPicture {
  url: string;
  index: number;
}

export function picturesOf(entries: readonly unknown[]): GalleryPicture[] {
  return entries.flatMap((entry, index) => {
    const url = entryUrl(entry);
    return url === undefined ? [] : [{ url, index }];
  });
}

function button(className: string, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', onClick);
  return element;
}

function figure(url: string, remove: (() => void) | undefined): HTMLElement {
  const item = document.createElement('figure');
  item.className = 'quire-gallery-item';
  const image = document.createElement('img');
  image.src = url;
  image.alt = '';
  item.append(image);
  if (remove !== undefined) {
    const label = getI18n().t('workspace.editor.gallery.remove', 'Remove image');
    item.append(button('quire-gallery-remove', label, '×', remove));
  }
  return item;
}

/** Every picture in a grid (AppFlowy's layout 1). */
export function gridView(pictures: readonly GalleryPicture[], remove?: (index: number) => void): HTMLElement {
  const grid = document.createElement('div');
  grid.className = 'quire-gallery-grid';
  for (const picture of pictures) {
    grid.append(
      figure(
        picture.url,
        remove === undefined
          ? undefined
          : () => {
              remove(picture.index);
            },
      ),
    );
  }
  return grid;
}

/**
 * One picture at a time with previous / next and a row of thumbnails (AppFlowy's layout 0, "browser"). Which
 * picture shows is the reader's, not the document's: it is not stored.
 */
export function browserView(
  pictures: readonly GalleryPicture[],
  remove?: (index: number) => void,
): HTMLElement {
  const i18n = getI18n();
  const view = document.createElement('div');
  view.className = 'quire-gallery-browser';
  let shown = 0;
  const stage = document.createElement('div');
  stage.className = 'quire-gallery-stage';
  const counter = document.createElement('span');
  counter.className = 'quire-gallery-counter';
  const thumbnails = document.createElement('div');
  thumbnails.className = 'quire-gallery-thumbnails';
  const draw = () => {
    const picture = pictures[shown];
    stage.replaceChildren();
    if (picture !== undefined) {
      stage.append(
        figure(
          picture.url,
          remove === undefined
            ? undefined
            : () => {
                remove(picture.index);
              },
        ),
      );
    }
    counter.textContent = pictures.length === 0 ? '' : `${String(shown + 1)} / ${String(pictures.length)}`;
    [...thumbnails.children].forEach((thumbnail, at) => {
      thumbnail.setAttribute('aria-current', at === shown ? 'true' : 'false');
    });
  };
  const go = (step: number) => {
    if (pictures.length === 0) return;
    shown = (shown + step + pictures.length) % pictures.length;
    draw();
  };
  pictures.forEach((picture, at) => {
    const thumbnail = document.createElement('button');
    thumbnail.type = 'button';
    thumbnail.className = 'quire-gallery-thumbnail';
    thumbnail.setAttribute(
      'aria-label',
      i18n.t('workspace.editor.gallery.show', 'Show picture {{number}}', { number: at + 1 }),
    );
    const image = document.createElement('img');
    image.src = picture.url;
    image.alt = '';
    thumbnail.append(image);
    thumbnail.addEventListener('click', () => {
      shown = at;
      draw();
    });
    thumbnails.append(thumbnail);
  });
  const controls = document.createElement('div');
  controls.className = 'quire-gallery-controls';
  controls.append(
    button(
      'quire-gallery-previous',
      i18n.t('workspace.editor.gallery.previous', 'Previous picture'),
      '‹',
      () => {
        go(-1);
      },
    ),
    counter,
    button('quire-gallery-next', i18n.t('workspace.editor.gallery.next', 'Next picture'), '›', () => {
      go(1);
    }),
  );
  view.append(stage, controls, thumbnails);
  draw();
  return view;
}

/** The two layouts as buttons, the current one pressed. */
export function layoutSwitch(current: GalleryLayout, choose: (layout: GalleryLayout) => void): HTMLElement {
  const i18n = getI18n();
  const group = document.createElement('div');
  group.className = 'quire-gallery-layouts';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', i18n.t('workspace.editor.gallery.layout', 'Gallery layout'));
  const options: [GalleryLayout, string][] = [
    [gridLayout, i18n.t('workspace.editor.gallery.grid', 'Grid')],
    [browserLayout, i18n.t('workspace.editor.gallery.browser', 'One at a time')],
  ];
  for (const [layout, label] of options) {
    const option = document.createElement('button');
    option.type = 'button';
    option.className = 'quire-gallery-layout';
    option.dataset.layout = String(layout);
    option.textContent = label;
    option.setAttribute('aria-pressed', layout === current ? 'true' : 'false');
    option.addEventListener('click', () => {
      if (layout !== current) choose(layout);
    });
    group.append(option);
  }
  return group;
}
