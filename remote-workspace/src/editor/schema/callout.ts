import { createBlockConfig, createBlockSpec, defaultProps } from '@blocknote/core';

/** AppFlowy's callout: a line of text behind an emoji icon (`data.icon`). */
export const createCalloutConfig = createBlockConfig(
  () =>
    ({
      type: 'callout' as const,
      propSchema: { ...defaultProps, icon: { default: '💡' } },
      content: 'inline' as const,
    }) as const,
);

export const createCalloutSpec = createBlockSpec(createCalloutConfig, {
  render(block) {
    const dom = document.createElement('div');
    dom.className = 'quire-callout';
    const icon = document.createElement('span');
    icon.className = 'quire-callout-icon';
    icon.contentEditable = 'false';
    icon.textContent = block.props.icon;
    const content = document.createElement('div');
    content.className = 'quire-callout-text';
    dom.append(icon, content);
    return { dom, contentDOM: content };
  },
});
