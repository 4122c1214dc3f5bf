import { readBoolean } from '../../collab/document/numbers.js';
import { headingLevel } from '../context.js';
import { InlineText } from '../inline.js';
import { NestedBlocks, shellProps, type BlockProps } from './shell.js';

/** The block's own line of rich text; a span where only phrasing content is allowed (a toggle's summary). */
export function TextLine({
  node,
  ctx,
  inline = false,
}: Pick<BlockProps, 'node' | 'ctx'> & { inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag className="quire-text">
      <InlineText delta={node.text ?? []} ctx={ctx} />
    </Tag>
  );
}

export function Paragraph(props: BlockProps) {
  return (
    <div {...shellProps(props.node, props.ctx)}>
      <TextLine {...props} />
      <NestedBlocks {...props} />
    </div>
  );
}

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function HeadingText({ level, ...props }: Pick<BlockProps, 'node' | 'ctx'> & { level: number }) {
  const Tag = headingTags[level - 1] ?? 'h6';
  return (
    <Tag className="quire-text quire-heading-text">
      <InlineText delta={props.node.text ?? []} ctx={props.ctx} />
    </Tag>
  );
}

export function Heading(props: BlockProps) {
  const level = headingLevel(props.node) ?? 1;
  return (
    <div {...shellProps(props.node, props.ctx, `quire-heading-${level}`)}>
      <HeadingText level={level} node={props.node} ctx={props.ctx} />
      <NestedBlocks {...props} />
    </div>
  );
}

/**
 * Toggle lists and toggle headings: <details>, so readers open and close them without any script. A
 * collapsed toggle starts closed, as its author left it.
 */
export function ToggleList(props: BlockProps) {
  const level = headingLevel(props.node);
  const collapsed = readBoolean(props.node.data.collapsed) ?? false;
  return (
    <details
      {...shellProps(props.node, props.ctx, level === undefined ? undefined : `quire-heading-${level}`)}
      open={!collapsed}
    >
      <summary className="quire-toggle-summary">
        {level === undefined ? (
          <TextLine {...props} inline />
        ) : (
          <HeadingText level={level} node={props.node} ctx={props.ctx} />
        )}
      </summary>
      <NestedBlocks {...props} />
    </details>
  );
}

export function Quote(props: BlockProps) {
  return (
    <blockquote {...shellProps(props.node, props.ctx)}>
      <TextLine {...props} />
      <NestedBlocks {...props} />
    </blockquote>
  );
}

/** A callout's icon: an emoji or a short text (icons stored as names or URLs are not drawn). */
function calloutIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || icon === '' || icon.length > 16 || /[/:]/.test(icon)) return undefined;
  return icon;
}

export function Callout(props: BlockProps) {
  const icon = calloutIcon(props.node.data.icon);
  return (
    <div {...shellProps(props.node, props.ctx)} role="note">
      {icon !== undefined && (
        <span className="quire-callout-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="quire-callout-body">
        <TextLine {...props} />
        <NestedBlocks {...props} />
      </div>
    </div>
  );
}

export function TodoList(props: BlockProps) {
  const checked = readBoolean(props.node.data.checked) ?? false;
  return (
    <div {...shellProps(props.node, props.ctx, checked ? 'quire-checked' : undefined)}>
      <div className="quire-list-line">
        <input className="quire-checkbox" type="checkbox" checked={checked} readOnly disabled />
        <TextLine {...props} />
      </div>
      <NestedBlocks {...props} />
    </div>
  );
}

const bullets = ['•', '◦', '▪'];

function alphabetic(value: number): string {
  let rest = value;
  let text = '';
  while (rest > 0) {
    rest -= 1;
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  }
  return text === '' ? '0' : text;
}

function roman(value: number): string {
  if (value <= 0 || value >= 4000) return String(value);
  const numerals: [number, string][] = [
    [1000, 'm'],
    [900, 'cm'],
    [500, 'd'],
    [400, 'cd'],
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}

/** 1. / a. / i. by nesting depth, like the bullets' •/◦/▪. */
export function listMarker(number: number, depth: number): string {
  const style = depth % 3;
  const text = style === 0 ? String(number) : style === 1 ? alphabetic(number) : roman(number);
  return `${text}.`;
}

export function BulletedList(props: BlockProps) {
  return (
    <div {...shellProps(props.node, props.ctx)}>
      <div className="quire-list-line">
        <span className="quire-list-marker">{bullets[props.depth % bullets.length]}</span>
        <TextLine {...props} />
      </div>
      <NestedBlocks {...props} />
    </div>
  );
}

export function NumberedList(props: BlockProps) {
  const number = props.ctx.listNumbers.get(props.node.id) ?? 1;
  return (
    <div {...shellProps(props.node, props.ctx)}>
      <div className="quire-list-line">
        <span className="quire-list-marker">{listMarker(number, props.depth)}</span>
        <TextLine {...props} />
      </div>
      <NestedBlocks {...props} />
    </div>
  );
}
