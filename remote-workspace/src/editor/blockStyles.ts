import { css } from 'styled-components';

/**
 * The looks of the AppFlowy blocks the editor adds to BlockNote's: formulas, link and page cards, outlines, columns
 * side by side and image galleries.
 */
export const blockStyles = css`
  .quire-math {
    padding: 8px 12px;
    border-radius: var(--quire-radius-medium);
    overflow-x: auto;
  }

  .quire-math-formula,
  .quire-math-empty,
  .quire-math-error {
    min-height: 24px;
    cursor: text;
  }

  .quire-math-empty {
    color: var(--quire-text-secondary);
  }

  .quire-math-error {
    color: var(--quire-error);
    font-family: var(--quire-font-mono);
    font-size: 0.9em;
    white-space: pre-wrap;
  }

  .quire-math-source,
  .quire-link-preview-input {
    box-sizing: border-box;
    width: 100%;
    padding: 6px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
  }

  .quire-math-source {
    font-family: var(--quire-font-mono);
    resize: vertical;
  }

  .quire-link-preview,
  .quire-page-card {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 8px 12px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-medium);
    color: var(--quire-text);
    text-decoration: none;
  }

  .quire-link-preview {
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
  }

  .quire-link-preview-host {
    font-weight: 600;
  }

  .quire-link-preview-url {
    color: var(--quire-text-secondary);
    font-size: 0.9em;
    word-break: break-all;
  }

  .quire-page-card {
    width: 100%;
    box-sizing: border-box;
    cursor: pointer;
  }

  .quire-page-card:hover,
  .quire-outline-entry:hover {
    background: var(--quire-hover);
  }

  .quire-page-card-name {
    font-weight: 500;
  }

  .quire-page-card-note {
    margin-inline-start: auto;
    color: var(--quire-text-secondary);
    font-size: 0.9em;
  }

  .quire-outline {
    width: 100%;
    padding: 4px 0;
  }

  .quire-outline ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .quire-outline-entry {
    padding: 2px 8px;
    border: 0;
    border-radius: var(--quire-radius-small, 4px);
    background: none;
    color: var(--quire-text);
    font: inherit;
    text-align: start;
    text-decoration: underline;
    text-decoration-color: var(--quire-border);
    cursor: pointer;
  }

  .quire-outline-empty {
    color: var(--quire-text-secondary);
  }

  /* Columns: the blocks hold no content of their own; their children are laid out in a row. */
  .bn-block-content[data-content-type='simpleColumns'],
  .bn-block-content[data-content-type='simpleColumn'] {
    height: 0;
    min-height: 0;
    padding: 0;
    overflow: hidden;
  }

  .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group {
    display: flex;
    gap: 24px;
    margin-left: 0;
  }

  .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group > .bn-block-outer {
    flex: 1 1 0;
    min-width: 0;
  }

  .bn-block-content[data-content-type='simpleColumn'] + .bn-block-group {
    margin-left: 0;
  }

  /* The resize handle sits in the gap after a column (none after the last), placed against the column. */
  .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group > .bn-block-outer {
    position: relative;
  }

  .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group > .bn-block-outer > .bn-block,
  .bn-block-content[data-content-type='simpleColumn'] {
    position: static;
  }

  .bn-block-content[data-content-type='simpleColumn'] {
    overflow: visible;
  }

  .quire-column-resize {
    position: absolute;
    top: 0;
    bottom: 0;
    right: -16px;
    z-index: 1;
    width: 8px;
    border-radius: var(--quire-radius-small, 4px);
    cursor: col-resize;
    touch-action: none;
  }

  .quire-column-resize:hover,
  .quire-column-resize:focus-visible {
    background: var(--quire-primary-soft);
    outline: none;
  }

  .bn-block-content[data-content-type='simpleColumns']
    + .bn-block-group
    > .bn-block-outer:last-child
    > .bn-block
    > .bn-block-content
    > .quire-column
    > .quire-column-resize {
    display: none;
  }

  .bn-block-content[data-content-type='simpleColumns'] + .bn-block-group > .bn-block-outer::before,
  .bn-block-content[data-content-type='simpleColumn'] + .bn-block-group > .bn-block-outer::before {
    display: none;
  }

  .quire-gallery-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: 8px;
  }

  .quire-gallery-item {
    position: relative;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border-radius: var(--quire-radius-medium);
    background: var(--quire-hover);
  }

  .quire-gallery-item img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .quire-gallery-remove {
    position: absolute;
    top: 4px;
    right: 4px;
    border: 0;
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-background);
    color: var(--quire-text);
    cursor: pointer;
  }

  .quire-gallery-layouts {
    display: flex;
    gap: 4px;
    margin-bottom: 6px;
  }

  .quire-gallery-layout,
  .quire-gallery-controls button {
    padding: 2px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }

  .quire-gallery-layout[aria-pressed='true'] {
    border-color: var(--quire-primary);
    background: var(--quire-primary-soft);
  }

  .quire-gallery-stage .quire-gallery-item {
    aspect-ratio: 16 / 9;
  }

  .quire-gallery-stage .quire-gallery-item img {
    object-fit: contain;
  }

  .quire-gallery-controls {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: center;
    margin: 6px 0;
    font-size: 12px;
    color: var(--quire-text-secondary);
  }

  .quire-gallery-thumbnails {
    display: flex;
    gap: 6px;
    overflow-x: auto;
  }

  .quire-gallery-thumbnail {
    flex: 0 0 64px;
    height: 48px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-hover);
    cursor: pointer;
  }

  .quire-gallery-thumbnail[aria-current='true'] {
    border-color: var(--quire-primary);
  }

  .quire-gallery-thumbnail img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .quire-gallery-actions {
    margin-top: 8px;
  }

  .quire-gallery-upload {
    padding: 4px 10px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
    cursor: pointer;
  }

  .quire-gallery-add {
    box-sizing: border-box;
    width: 100%;
    margin-top: 8px;
    padding: 6px 8px;
    border: 1px solid var(--quire-border);
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-background);
    color: var(--quire-text);
    font: inherit;
  }
`;
