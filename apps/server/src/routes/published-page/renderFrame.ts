import type { PublishViewInfo } from '@quire/shared/contract';
import {
  CRUMB_MAX_WIDTH,
  CRUMB_TITLE_MAX_WIDTH,
  CrumbContent,
  crumbTrail,
  DEFAULT_DRAWER_WIDTH,
  FrameColumn,
  FrameDrawer,
  FrameIconButton,
  FramePanel,
  FrameRoot,
  FrameTopBar,
  PageHeading,
  foldCrumbs,
  hydrationRootId,
  parseCover,
  parseFont,
  parseIcon,
  publishFrameStyles,
  publishedPageBaseStyles,
  widestShutWindow,
} from '@quire/shared/render';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublishedOutlineNode } from '../../queries/publishedOutline.js';
import type { FrameLabels } from './frameLabels.js';
import type { OpenedPage } from './load.js';
import { pagePath } from './paths.js';
import type { FrameVariant } from './reader.js';

/** The element the server's copy of the page is (the publish remote removes it once it has taken over). */
export const serverCopyId = 'quire-published';

/**
 * The rules the server's copy needs before any script ran: the theme and base rules of the app, the frame's,
 * and the page list the drawer holds without JavaScript.
 */
export const pageFrameStyles =
  publishedPageBaseStyles +
  publishFrameStyles +
  '.quire-published-outline ul{list-style:none;padding-left:1rem;margin:0}' +
  '.quire-published-outline>ul{padding-left:0}' +
  '.quire-published-outline a{color:inherit}';

/**
 * The server's copy of a published page in the publish remote's frame, drawn with the same shared components
 * and rules (`@quire/shared/render` frame) in the variant the remote will draw for this reader (`FrameVariant`):
 * on desktop the sticky top bar with the sidebar's button and the breadcrumb, the drawer with the page list as
 * the reader left it (open at a width, shut by a media query where the app would shut it, or closed); on phones
 * and tablets the mobile top bar, the trail folded to one crumb and no drawer (the page list kept, hidden, for
 * the remote's sheet); in a template neither bar nor drawer, a thumbnail scaled to a third. Then the cover,
 * icon and title and the content the remote hydrates in `#quire-document-root`, with the labels in the reader's
 * language. The remote then draws the same boxes in the same places, so taking the page over moves nothing.
 * Without JavaScript it is the page as readers see it, the page list and the breadcrumb's published pages being
 * plain links.
 */
export function renderPageFrame(
  page: OpenedPage,
  contentHtml: string,
  variant: FrameVariant,
  labels: FrameLabels,
  /** `heading` false: a database row drawn as a page, which has its own title (the remote draws no heading). */
  options: { heading: boolean } = { heading: true },
): string {
  const { view } = page.meta;
  const { mobile, template, thumbnail } = variant;
  const drawerShown = !mobile && !template && variant.drawer.open;
  const drawerWidth = variant.drawer.width;
  const outline = outlineList(page, page.outline, labels);
  // On a phone or in a template the drawer is not shown; its page list stays for the phone's sheet.
  const drawer = template
    ? null
    : h(
        FrameDrawer,
        { width: drawerWidth, ...(drawerShown ? {} : { hidden: true }) },
        h(
          FramePanel,
          {
            logo: h('a', { className: 'quire-frame-logo', href: '/app', title: labels.openApp }, 'Quire'),
            foot: [
              `${labels.poweredBy} `,
              h('a', { key: 'quire', href: '/', target: '_blank', rel: 'noopener noreferrer' }, 'Quire'),
            ],
          },
          outline === null
            ? null
            : h('nav', { className: 'quire-published-outline', 'aria-label': labels.outline }, outline),
        ),
      );
  // The drawer's button: « while the drawer is open, ☰ where the media query has shut it; ☰ alone when the
  // reader closed it, and on phones (which open the page list in a sheet).
  const toggle = drawerShown
    ? h(
        FrameIconButton,
        { 'aria-label': labels.closeSidebar, tabIndex: -1 },
        h('span', { 'data-drawer': 'open' }, '«'),
        h('span', { 'data-drawer': 'closed' }, '☰'),
      )
    : h(FrameIconButton, { 'aria-label': labels.openSidebar, tabIndex: -1 }, '☰');
  const topBar = template
    ? null
    : h(FrameTopBar, {
        mobile,
        start: toggle,
        breadcrumb: breadcrumb(page, mobile, labels),
        actions: null,
      });
  const content: ReactNode[] = [
    options.heading
      ? h(PageHeading, {
          key: 'heading',
          icon: parseIcon(view.icon),
          cover: parseCover(view.extra),
          name: view.name || labels.untitled,
          mobile,
        })
      : null,
    contentHtml === ''
      ? null
      : h(
          'article',
          { key: 'content', className: 'quire-published-page' },
          h('div', null, h('div', { id: hydrationRootId, dangerouslySetInnerHTML: { __html: contentHtml } })),
        ),
  ];
  return renderToStaticMarkup(
    h(
      FrameRoot,
      { id: serverCopyId, mobile, thumbnail, 'data-view-id': page.view.view_id } as Parameters<
        typeof FrameRoot
      >[0],
      drawer,
      h(
        FrameColumn,
        {
          drawerWidth: drawerShown ? drawerWidth : 0,
          mobile,
          topBar,
          footer: null,
          font: parseFont(view.extra),
        },
        content,
      ),
    ),
  );
}

const copy = `#${serverCopyId}`;

/**
 * The rules of a drawer open at a width of the reader's own (none for the default width, which the base rules
 * cover): the width clamped to the window as shared's `clampDrawerWidth` does (between min(268 px, a quarter of
 * the window) and max(268 px, half of it)), and shut up to the window width at which `useDrawer` shuts it.
 */
export function drawerStyles(variant: FrameVariant): string {
  const { drawer } = variant;
  if (variant.mobile || variant.template || !drawer.open || drawer.width === DEFAULT_DRAWER_WIDTH) return '';
  const width = `clamp(min(${String(DEFAULT_DRAWER_WIDTH)}px,25vw),${String(drawer.width)}px,max(${String(DEFAULT_DRAWER_WIDTH)}px,50vw))`;
  const shut = widestShutWindow(drawer.width);
  return (
    `${copy} .quire-frame-drawer{width:${width}!important}` +
    `${copy} .quire-frame-column{margin-left:${width}!important}` +
    `@media (max-width:${String(shut)}px){${copy} .quire-frame-drawer{display:none}` +
    `${copy} .quire-frame-column{margin-left:0!important}` +
    `${copy} [data-drawer=open]{display:none}${copy} [data-drawer=closed]{display:inline}}` +
    `@media (min-width:${String(shut + 1)}px){${copy} .quire-frame-drawer{display:block}` +
    `${copy} [data-drawer=open]{display:inline}${copy} [data-drawer=closed]{display:none}}`
  );
}

/**
 * The trail from the space to the page as the remote first draws it (the meta's ancestor_views, folded the same
 * way); ancestors the public may open are links.
 */
function breadcrumb(page: OpenedPage, mobile: boolean, labels: FrameLabels): ReactNode {
  const { view, ancestor_views: ancestors } = page.meta;
  const { first, folded, last } = foldCrumbs(crumbTrail(view, ancestors), mobile);
  const step = (crumb: PublishViewInfo) => {
    const current = crumb.view_id === view.view_id;
    const listed = current ? undefined : page.listed.get(crumb.view_id);
    const props = {
      className: 'quire-crumb-label',
      style: { maxWidth: current ? CRUMB_TITLE_MAX_WIDTH : CRUMB_MAX_WIDTH },
      title: crumb.name,
    };
    const inner = h(CrumbContent, { icon: parseIcon(crumb.icon), name: crumb.name || labels.untitled });
    const label = current
      ? h('span', { ...props, 'aria-current': 'page' }, inner)
      : listed === undefined
        ? h('span', props, inner)
        : h('a', { ...props, href: pagePath(page.namespace, listed.publishName) }, inner);
    return h('li', { key: crumb.view_id, className: 'quire-crumb' }, label);
  };
  return h(
    'nav',
    { 'aria-label': labels.breadcrumb, style: { minWidth: 0 } },
    h(
      'ol',
      { className: 'quire-crumbs' },
      first.map(step),
      folded.length === 0
        ? null
        : h(
            'li',
            { key: 'more', className: 'quire-crumb' },
            h(
              'button',
              { type: 'button', className: 'quire-crumb-more', tabIndex: -1, 'aria-hidden': true },
              '…',
            ),
          ),
      last.map(step),
    ),
  );
}

/** The published outline as nested lists: published pages link to their address, ancestors are plain text. */
function outlineList(
  page: OpenedPage,
  nodes: readonly PublishedOutlineNode[],
  labels: FrameLabels,
): ReactNode {
  if (nodes.length === 0) return null;
  return h(
    'ul',
    null,
    nodes.map((node) => {
      const name = (page.titles.get(node.view.view_id) ?? node.view).name.trim() || labels.untitled;
      const label =
        node.publication === undefined
          ? h('span', null, name)
          : h(
              'a',
              {
                href: pagePath(page.namespace, node.publication.publish_name),
                ...(node.view.view_id === page.view.view_id ? { 'aria-current': 'page' } : {}),
              },
              name,
            );
      return h('li', { key: node.view.view_id }, label, outlineList(page, node.children, labels));
    }),
  );
}
