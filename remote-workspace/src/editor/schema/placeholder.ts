import { createBlockConfig, createBlockSpec } from '@blocknote/core';
import { getI18n } from 'react-i18next';

/**
 * The BlockNote type of a block this editor cannot show (AppFlowy's older `table` with `table/cell`, a simple_table
 * without cells, a newer AppFlowy type).
 */
export const placeholderType = 'appflowyBlock';

/**
 * Stands in for such a block, with the block's id: the binding never writes it back, so the stored block,
 * its data and its subtree stay exactly as another client wrote them. It can be moved or deleted as a whole.
 */
export const createPlaceholderConfig = createBlockConfig(
  () =>
    ({
      type: placeholderType,
      propSchema: { ty: { default: '' } },
      content: 'none' as const,
    }) as const,
);

export const createPlaceholderSpec = createBlockSpec(createPlaceholderConfig, {
  meta: { selectable: true },
  render(block) {
    const dom = document.createElement('div');
    dom.className = 'quire-unsupported-block';
    dom.dataset.blockType = block.props.ty;
    dom.contentEditable = 'false';
    const i18n = getI18n();
    const type = block.props.ty.replace(/[_/]/g, ' ');
    dom.textContent =
      type === ''
        ? i18n.t('workspace.editor.unsupportedBlock', 'Block · not editable here yet')
        : i18n.t('workspace.editor.unsupportedBlockOf', '{{type}} · not editable here yet', { type });
    return { dom };
  },
});
