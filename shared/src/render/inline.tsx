import type { CSSProperties, ReactNode } from 'react';
import type { DateMention, Mention, TextDelta, TextMarks } from '../collab/document/marks.js';
import { cssColor } from './colors.js';
import { describeInlineObject, formatDateMention } from './inlineObjects.js';
import { isExternal, safeHref } from './safe-url.js';
import type { RenderContext } from './types.js';

/** Attributes for a link: external ones open in a new tab without handing the page to the target. */
export function linkProps(href: string): { href: string; target?: string; rel?: string } {
  return isExternal(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : { href };
}

/** A date mention's text in English, as the editor writes it for an English reader (`formatDateMention`). */
export function defaultFormatDate(mention: DateMention): string {
  return formatDateMention(mention, 'en');
}

function PageMentionView({ mention, ctx }: { mention: Mention; ctx: RenderContext }) {
  const pageId = typeof mention.page_id === 'string' ? mention.page_id : '';
  const blockId = typeof mention.block_id === 'string' ? mention.block_id : undefined;
  const view = ctx.resolveView(pageId);
  // The editor's words for the page (its name, or 'Untitled' when the published data has none).
  const { text } = describeInlineObject(
    { mention },
    {
      locale: 'en',
      pageName: () => (view?.name === undefined || view.name === '' ? ctx.labels.untitled : view.name),
    },
  );
  const label = (
    <>
      {view?.icon !== undefined && <span className="quire-mention-icon">{view.icon}</span>}
      <span className="quire-mention-name">{text}</span>
    </>
  );
  const href = safeHref(ctx.linkToView(pageId, blockId));
  // A page that is not published with this one: a plain, greyed mention, not something that looks like a link.
  return href === undefined ? (
    <span className="quire-mention quire-mention-page quire-mention-unlinked" data-page-id={pageId}>
      {label}
    </span>
  ) : (
    <a className="quire-mention quire-mention-page" data-page-id={pageId} href={href}>
      {label}
    </a>
  );
}

/**
 * A person named in the text (AppFlowy's `{type: 'person', person_id, person_name, page_id}`): the name as
 * written when they were mentioned, never a link (a reader has no page of that person to open).
 */
function PersonMentionView({ mention }: { mention: Mention }) {
  const { kind, text } = describeInlineObject({ mention }, { locale: 'en', pageName: () => '' });
  // No name to show: nothing, rather than a bare '@'.
  if (kind !== 'person') return null;
  return (
    <span className="quire-mention quire-mention-person" data-person-id={personId(mention.person_id)}>
      {text}
    </span>
  );
}

/** A person id as an attribute: only the id characters AppFlowy writes (uuids, numbers), bounded. */
function personId(raw: unknown): string | undefined {
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}

function MentionView({ mention, ctx }: { mention: Mention; ctx: RenderContext }) {
  if (mention.type === 'page' || mention.type === 'childPage')
    return <PageMentionView mention={mention} ctx={ctx} />;
  if (mention.type === 'date' && typeof mention.date === 'string') {
    const date = mention as DateMention;
    return (
      <time className="quire-mention quire-mention-date" dateTime={date.date}>
        {ctx.formatDate(date)}
      </time>
    );
  }
  if (mention.type === 'person') return <PersonMentionView mention={mention} />;
  const url = safeHref(mention.url);
  if (url !== undefined) {
    return (
      <a className="quire-mention quire-mention-link" {...linkProps(url)}>
        {url}
      </a>
    );
  }
  const name = typeof mention.name === 'string' ? mention.name : '';
  return <span className="quire-mention">{name === '' ? '' : `@${name}`}</span>;
}

function FormulaView({ tex, ctx }: { tex: string; ctx: RenderContext }) {
  const math = ctx.resources?.math;
  // temml's output is built from the parsed expression with every text node escaped and without
  // `trust`, so it is markup we made, not markup the document supplied.
  if (math !== undefined) {
    return <span className="quire-formula" dangerouslySetInnerHTML={{ __html: math(tex, false) }} />;
  }
  return <code className="quire-formula quire-formula-source">{tex}</code>;
}

function styleOf(marks: TextMarks): CSSProperties | undefined {
  const color = cssColor(marks.font_color);
  const background = cssColor(marks.bg_color);
  if (color === undefined && background === undefined) return undefined;
  return { color, backgroundColor: background };
}

function MarkedText({ text, marks }: { text: string; marks: TextMarks }): ReactNode {
  let node: ReactNode = text;
  if (marks.code === true) node = <code className="quire-inline-code">{node}</code>;
  if (marks.strikethrough === true) node = <s>{node}</s>;
  if (marks.underline === true) node = <u>{node}</u>;
  if (marks.italic === true) node = <em>{node}</em>;
  if (marks.bold === true) node = <strong>{node}</strong>;
  const style = styleOf(marks);
  if (style !== undefined) node = <span style={style}>{node}</span>;
  const href = safeHref(marks.href);
  if (href !== undefined) node = <a {...linkProps(href)}>{node}</a>;
  return node;
}

/** A block's rich text: marks, safe links, colours, mentions and inline formulas. */
export function InlineText({ delta, ctx }: { delta: TextDelta; ctx: RenderContext }) {
  return (
    <>
      {delta.map((op, index) => {
        const marks = op.attributes ?? {};
        // Marks come from stored documents: checked, whatever their declared type says.
        const mention = marks.mention as unknown;
        if (
          mention !== null &&
          typeof mention === 'object' &&
          typeof (mention as Mention).type === 'string'
        ) {
          return <MentionView key={index} mention={mention as Mention} ctx={ctx} />;
        }
        if (typeof marks.formula === 'string')
          return <FormulaView key={index} tex={marks.formula} ctx={ctx} />;
        // An embed (a Yjs object insert) has no text to show.
        if (typeof op.insert !== 'string') return null;
        return <MarkedText key={index} text={op.insert} marks={marks} />;
      })}
    </>
  );
}
