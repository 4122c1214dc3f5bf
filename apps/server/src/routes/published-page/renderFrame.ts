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
} from '@quire/shared/render';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PublishedOutlineNode } from '../../queries/publishedOutline.js';
import { pageTitle } from './head.js';
import type { OpenedPage } from './load.js';
import { pagePath } from './paths.js';

/** The element the server's copy of the page is (the publish remote removes it once it has taken over). */
export const serverCopyId = 'quire-published';

const untitled = 'Untitled';

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
 * and rules (`@quire/shared/render` frame): the sticky top bar with the sidebar's button and the breadcrumb, the
 * drawer (open, as a first visit has it; shut by a media query where the app would shut it) with the page
 * list, the cover, icon and title, and the content the remote hydrates in `#quire-document-root`. The remote
 * then draws the same boxes in the same places, so taking the page over moves nothing. Without JavaScript it
 * is the page as readers see it, the page list and the breadcrumb's published pages being plain links.
 */
export function renderPageFrame(page: OpenedPage, contentHtml: string): string {
  const { view } = page.meta;
  const drawerWidth = DEFAULT_DRAWER_WIDTH;
  const outline = outlineList(page, page.outline);
  const drawer = h(
    FrameDrawer,
    { width: drawerWidth },
    h(
      FramePanel,
      {
        logo: h('a', { className: 'quire-frame-logo', href: '/app' }, 'Quire'),
        foot: [
          'Powered by ',
          h('a', { key: 'quire', href: '/', target: '_blank', rel: 'noopener noreferrer' }, 'Quire'),
        ],
      },
      outline === null
        ? null
        : h('nav', { className: 'quire-published-outline', 'aria-label': 'Pages' }, outline),
    ),
  );
  // The drawer's button: « while the drawer is open, ☰ where the media query has shut it.
  const toggle = h(
    FrameIconButton,
    { 'aria-label': 'Sidebar', tabIndex: -1 },
    h('span', { 'data-drawer': 'open' }, '«'),
    h('span', { 'data-drawer': 'closed' }, '☰'),
  );
  const topBar = h(FrameTopBar, {
    mobile: false,
    start: toggle,
    breadcrumb: breadcrumb(page),
    actions: null,
  });
  const content: ReactNode[] = [
    h(PageHeading, {
      key: 'heading',
      icon: parseIcon(view.icon),
      cover: parseCover(view.extra),
      name: view.name || untitled,
      mobile: false,
    }),
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
      { id: serverCopyId, mobile: false, thumbnail: false, 'data-view-id': page.view.view_id } as Parameters<
        typeof FrameRoot
      >[0],
      drawer,
      h(
        FrameColumn,
        { drawerWidth, mobile: false, topBar, footer: null, font: parseFont(view.extra) },
        content,
      ),
    ),
  );
}

/**
 * The trail from the space to the page as the remote first draws it (the meta's ancestor_views, folded the same
 * way); ancestors the public may open are links.
 */
function breadcrumb(page: OpenedPage): ReactNode {
  const { view, ancestor_views: ancestors } = page.meta;
  const { first, folded, last } = foldCrumbs(crumbTrail(view, ancestors), false);
  const step = (crumb: PublishViewInfo) => {
    const current = crumb.view_id === view.view_id;
    const listed = current ? undefined : page.listed.get(crumb.view_id);
    const props = {
      className: 'quire-crumb-label',
      style: { maxWidth: current ? CRUMB_TITLE_MAX_WIDTH : CRUMB_MAX_WIDTH },
      title: crumb.name,
    };
    const inner = h(CrumbContent, { icon: parseIcon(crumb.icon), name: crumb.name || untitled });
    const label = current
      ? h('span', { ...props, 'aria-current': 'page' }, inner)
      : listed === undefined
        ? h('span', props, inner)
        : h('a', { ...props, href: pagePath(page.namespace, listed.publishName) }, inner);
    return h('li', { key: crumb.view_id, className: 'quire-crumb' }, label);
  };
  return h(
    'nav',
    { 'aria-label': 'Breadcrumb', style: { minWidth: 0 } },
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
function outlineList(page: OpenedPage, nodes: readonly PublishedOutlineNode[]): ReactNode {
  if (nodes.length === 0) return null;
  return h(
    'ul',
    null,
    nodes.map((node) => {
      const name = pageTitle({ ...node.view, ...page.titles.get(node.view.view_id) });
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
      return h('li', { key: node.view.view_id }, label, outlineList(page, node.children));
    }),
  );
}
