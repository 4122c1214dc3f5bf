import { createBlockConfig, createBlockSpec } from '@blocknote/core';

export const columnsType = 'simpleColumns';
export const columnType = 'simpleColumn';

/**
 * AppFlowy's simple_columns and simple_column as BlockNote blocks whose children are the editor's own blocks:
 * the columns block's children are its columns, a column's children the blocks inside it, so every block in a
 * column stays editable and the binding writes them like any nested block. Neither shows content of its own;
 * the editor's styles lay the columns' children out side by side (see `blockStyles`).
 */
export const createColumnsConfig = createBlockConfig(
  () =>
    ({
      type: columnsType,
      propSchema: {},
      content: 'none' as const,
    }) as const,
);

/** A column's `ratio`: its share of the row (0 when AppFlowy stored none, so all columns share alike). */
export const createColumnConfig = createBlockConfig(
  () =>
    ({
      type: columnType,
      propSchema: { ratio: { default: 0 } },
      content: 'none' as const,
    }) as const,
);

function marker(className: string): HTMLElement {
  const dom = document.createElement('div');
  dom.className = className;
  dom.contentEditable = 'false';
  return dom;
}

export const createColumnsSpec = createBlockSpec(createColumnsConfig, {
  render() {
    return { dom: marker('quire-columns') };
  },
});

/** The flex share of a column: its ratio, or 1 (equal shares) without one. */
export function columnShare(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

export const createColumnSpec = createBlockSpec(createColumnConfig, {
  render(block) {
    const dom = marker('quire-column');
    const share = String(columnShare(block.props.ratio));
    dom.dataset.share = share;
    // The width belongs on the column's whole block (its outer element, which ProseMirror creates around this
    // view); it exists once the view is in the document.
    queueMicrotask(() => {
      const outer = dom.closest('.bn-block-outer');
      if (outer instanceof HTMLElement) outer.style.flex = `${share} 1 0`;
    });
    return { dom };
  },
});
