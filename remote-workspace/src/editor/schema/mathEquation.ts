import { createBlockConfig, createBlockSpec } from '@blocknote/core';
import katex from 'katex';
import { getI18n } from 'react-i18next';
import { keepEventsInFields } from './fieldEvents';

export const mathEquationType = 'mathEquation';

/** AppFlowy's math_equation: a display formula in TeX (`data.formula`), typeset with KaTeX. */
export const createMathEquationConfig = createBlockConfig(
  () =>
    ({
      type: mathEquationType,
      propSchema: { formula: { default: '' } },
      content: 'none' as const,
    }) as const,
);

/**
 * Typesets `formula` into `into`. A formula KaTeX cannot read shows KaTeX's message (in red, see the editor's
 * styles) instead of throwing: another client may have stored anything there.
 */
export function typeset(into: HTMLElement, formula: string): void {
  into.replaceChildren();
  if (formula.trim() === '') {
    into.className = 'quire-math-empty';
    into.textContent = getI18n().t('workspace.editor.math.empty', 'Add a TeX equation');
    return;
  }
  try {
    // `trust` stays off: \href and \includegraphics in a shared document are not followed.
    katex.render(formula, into, {
      displayMode: true,
      throwOnError: true,
      output: 'htmlAndMathml',
      strict: false,
    });
    into.className = 'quire-math-formula';
  } catch (error) {
    into.replaceChildren();
    into.className = 'quire-math-error';
    into.textContent = error instanceof Error ? error.message : String(error);
  }
}

export const createMathEquationSpec = createBlockSpec(createMathEquationConfig, {
  meta: { selectable: true },
  render(block, editor) {
    const dom = document.createElement('div');
    dom.className = 'quire-math';
    dom.contentEditable = 'false';
    const shown = document.createElement('div');
    typeset(shown, block.props.formula);
    dom.append(shown);

    const edit = () => {
      if (!editor.isEditable || dom.querySelector('textarea') !== null) return;
      const field = document.createElement('textarea');
      field.className = 'quire-math-source';
      field.value = block.props.formula;
      field.rows = Math.max(1, block.props.formula.split('\n').length);
      field.spellcheck = false;
      field.setAttribute('aria-label', getI18n().t('workspace.editor.math.source', 'TeX equation'));
      let done = false;
      const close = (save: boolean) => {
        if (done) return;
        done = true;
        const formula = field.value;
        field.remove();
        shown.hidden = false;
        // Saving re-renders the block (and so this view) with the new formula.
        if (save && formula !== block.props.formula && editor.getBlock(block.id) !== undefined)
          editor.updateBlock(block.id, { props: { formula } });
      };
      field.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault();
          close(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          close(false);
        }
      });
      field.addEventListener('blur', () => {
        close(true);
      });
      shown.hidden = true;
      dom.append(field);
      field.focus();
    };
    shown.addEventListener('click', edit);
    return keepEventsInFields({ dom });
  },
});
