import type { ReactNode } from 'react';
import { BlockType, isKnownBlockType, type KnownBlockType } from '../collab/document/block-types.js';
import type { BlockNode } from '../collab/document/tree.js';
import { CodeBlock, MathEquation } from './blocks/code-blocks.js';
import { Columns } from './blocks/layout.js';
import { FileBlock, ImageBlock, LinkPreview, MultiImage, VideoBlock } from './blocks/media.js';
import { DatabaseView, Outline, SubPage } from './blocks/pages.js';
import { NestedBlocks, shellProps, type BlockProps } from './blocks/shell.js';
import { LegacyTable, SimpleTable } from './blocks/tables.js';
import {
  BulletedList,
  Callout,
  Heading,
  NumberedList,
  Paragraph,
  Quote,
  TextLine,
  TodoList,
  ToggleList,
} from './blocks/text-blocks.js';
import type { RenderContext } from './types.js';

/**
 * A block of a type this renderer does not draw (a newer AppFlowy type, or a table part out of place):
 * its text and children are shown, never dropped, and nothing throws.
 */
function Fallback(props: BlockProps) {
  return (
    <div {...shellProps(props.node, props.ctx, 'quire-fallback')} data-block-type={props.node.ty}>
      {props.node.text !== null && <TextLine {...props} />}
      <NestedBlocks {...props} />
    </div>
  );
}

function drawKnown(ty: KnownBlockType, props: BlockProps): ReactNode {
  switch (ty) {
    case BlockType.Paragraph:
      return <Paragraph {...props} />;
    case BlockType.Heading:
      return <Heading {...props} />;
    case BlockType.TodoList:
      return <TodoList {...props} />;
    case BlockType.BulletedList:
      return <BulletedList {...props} />;
    case BlockType.NumberedList:
      return <NumberedList {...props} />;
    case BlockType.ToggleList:
      return <ToggleList {...props} />;
    case BlockType.Quote:
      return <Quote {...props} />;
    case BlockType.Callout:
      return <Callout {...props} />;
    case BlockType.Code:
      return <CodeBlock {...props} />;
    case BlockType.MathEquation:
      return <MathEquation {...props} />;
    case BlockType.Divider:
      return <hr {...shellProps(props.node, props.ctx)} />;
    case BlockType.Image:
      return <ImageBlock {...props} />;
    case BlockType.MultiImage:
      return <MultiImage {...props} />;
    case BlockType.Video:
      return <VideoBlock {...props} />;
    case BlockType.File:
      return <FileBlock {...props} />;
    case BlockType.LinkPreview:
      return <LinkPreview {...props} />;
    case BlockType.SubPage:
      return <SubPage {...props} />;
    case BlockType.Grid:
    case BlockType.Board:
    case BlockType.Calendar:
      return <DatabaseView {...props} node={{ ...props.node, ty }} />;
    case BlockType.Outline:
      return <Outline {...props} />;
    case BlockType.Table:
      return <LegacyTable {...props} />;
    case BlockType.SimpleTable:
      return <SimpleTable {...props} />;
    case BlockType.SimpleColumns:
      return <Columns {...props} />;
    // Parts drawn by their container; met anywhere else (or a nested page), they show what they hold.
    case BlockType.Page:
    case BlockType.TableCell:
    case BlockType.SimpleTableRow:
    case BlockType.SimpleTableCell:
    case BlockType.SimpleColumn:
      return <Fallback {...props} />;
  }
}

/** One block and everything under it. */
export function BlockView({ node, ctx, depth }: { node: BlockNode; ctx: RenderContext; depth: number }) {
  const renderBlock = (child: BlockNode, childDepth: number): ReactNode => (
    <BlockView key={child.id} node={child} ctx={ctx} depth={childDepth} />
  );
  const props: BlockProps = { node, ctx, depth, renderBlock };
  return isKnownBlockType(node.ty) ? drawKnown(node.ty, props) : <Fallback {...props} />;
}
