import { createBlockConfig, createBlockSpec } from '@blocknote/core';
import { resizeHandle } from './columnResize';
import { registerColumnShare } from './columnShares';

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

/**
 * A column's `ratio`: its share of the row (0 when AppFlowy stored none, so all columns share alike), laid out by
 * `columnShares`.
 */
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

export const createColumnSpec = createBlockSpec(createColumnConfig, {
  render(block, editor) {
    registerColumnShare(block.props.ratio);
    const dom = marker('quire-column');
    if (editor.isEditable) dom.append(resizeHandle(editor, block.id));
    return {
      dom,
      // The handle's keys and pointer are its own, not edits or selections of the document around it.
      stopEvent: (event: Event) =>
        event.target instanceof Element && event.target.closest('.quire-column-resize') !== null,
    };
  },
});
