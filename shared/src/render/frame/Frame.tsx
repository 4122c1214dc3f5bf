import type { ButtonHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { pageFontFamily } from '../fonts.js';
import { coverStyle, type CoverValue } from '../cover.js';
import { CRUMBS_SHOWN_DESKTOP, CRUMBS_SHOWN_MOBILE } from './constants.js';
import { PageIcon, type PageIconValue } from './PageIcon.js';

// The published page's frame as plain elements and classes (`publishFrameStyles`). The publish remote wraps
// them with its behaviour (drawer, popover, menus, test ids); the server draws its copy of the page with them.
// Extra attributes (test ids, ARIA) pass through to the element.

type DivProps = HTMLAttributes<HTMLDivElement>;
/** Attributes for an inner element, a test id included. */
type Inner<T extends HTMLElement> = HTMLAttributes<T> & { 'data-testid'?: string };

interface FrameRootProps extends DivProps {
  mobile: boolean;
  thumbnail: boolean;
}

/** The whole page: the drawer, the column, anything laid over them. */
export function FrameRoot({ mobile, thumbnail, children, ...rest }: FrameRootProps) {
  return (
    <div
      className="quire-frame"
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-thumbnail={thumbnail ? 'true' : undefined}
      inert={thumbnail}
      {...rest}
    >
      {children}
    </div>
  );
}

interface FrameColumnProps extends DivProps {
  /** The drawer's width while it is open (the content moves aside for it, PUB-17), else 0. */
  drawerWidth: number;
  mobile: boolean;
  topBar: ReactNode;
  footer: ReactNode;
  /** The page's chosen font family (`extra.font`), which its content draws with; null for the theme's. */
  font?: string | null;
}

/** The top bar, the content (at most 988 px wide, in the page's font) and the footer. */
export function FrameColumn({
  drawerWidth,
  mobile,
  topBar,
  footer,
  font,
  children,
  ...rest
}: FrameColumnProps) {
  const fontStyle =
    font === undefined || font === null
      ? undefined
      : ({ fontFamily: pageFontFamily(font), '--quire-font-family': pageFontFamily(font) } as CSSProperties);
  return (
    <div className="quire-frame-column" style={{ marginLeft: drawerWidth }} {...rest}>
      {topBar}
      <main
        className="quire-frame-content"
        data-mobile={mobile}
        data-font={font ?? undefined}
        style={fontStyle}
      >
        {children}
      </main>
      <footer className="quire-frame-footer">{footer}</footer>
    </div>
  );
}

interface FrameTopBarProps extends HTMLAttributes<HTMLElement> {
  mobile: boolean;
  start: ReactNode;
  breadcrumb: ReactNode;
  actions: ReactNode;
  actionsProps?: Inner<HTMLDivElement>;
}

/** The sticky top bar: the sidebar's button, the breadcrumb, and the right-hand menu's place (PUB-11, PUB-19). */
export function FrameTopBar({ mobile, start, breadcrumb, actions, actionsProps, ...rest }: FrameTopBarProps) {
  return (
    <header className="quire-frame-bar" data-variant={mobile ? 'mobile' : 'desktop'} {...rest}>
      {start}
      <div className="quire-frame-bar-middle">{breadcrumb}</div>
      <div className="quire-frame-bar-actions" {...actionsProps}>
        {actions}
      </div>
    </header>
  );
}

/** A small square button of the top bar and the sidebar (toggle, close, theme). */
export function FrameIconButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={className === undefined ? 'quire-frame-icon-button' : `quire-frame-icon-button ${className}`}
      {...rest}
    />
  );
}

interface FrameDrawerProps extends HTMLAttributes<HTMLElement> {
  width: number;
}

/** The desktop's fixed left drawer (PUB-16). */
export function FrameDrawer({ width, style, children, ...rest }: FrameDrawerProps) {
  return (
    <aside className="quire-frame-drawer" style={{ ...style, width }} {...rest}>
      {children}
    </aside>
  );
}

interface FramePanelProps {
  /** The logo, a link to the app (NAV-14). */
  logo: ReactNode;
  /** Beside the logo (collapse, close). */
  action?: ReactNode;
  /** The page tree. */
  children?: ReactNode;
  /** The 'Powered by' line (NAV-15). */
  foot: ReactNode;
}

/** What the drawer and the phone's sheet hold: logo, page tree, footer. */
export function FramePanel({ logo, action, children, foot }: FramePanelProps) {
  return (
    <div className="quire-frame-panel">
      <div className="quire-frame-panel-head">
        {logo}
        {action}
      </div>
      <div className="quire-frame-panel-scroll">{children}</div>
      <div className="quire-frame-panel-foot">{foot}</div>
    </div>
  );
}

/**
 * Which crumbs show: all of them up to 2 (1 on mobile); beyond, the first, a menu of the middle ones, and the
 * last 2 (1 on mobile) (NAV-01..04).
 */
export function foldCrumbs<T>(crumbs: readonly T[], mobile: boolean) {
  const shown = mobile ? CRUMBS_SHOWN_MOBILE : CRUMBS_SHOWN_DESKTOP;
  if (crumbs.length <= shown) return { first: [...crumbs], folded: [] as T[], last: [] as T[] };
  return {
    first: crumbs.slice(0, 1),
    folded: crumbs.slice(1, crumbs.length - shown),
    last: crumbs.slice(crumbs.length - shown),
  };
}

/** The breadcrumb's trail: the ancestors from the space down, ending with the page itself. */
export function crumbTrail<V extends { view_id: string }>(view: V, ancestors: readonly V[]): readonly V[] {
  return ancestors.some((ancestor) => ancestor.view_id === view.view_id) ? ancestors : [...ancestors, view];
}

/** A crumb's icon and name (the name clipped with an ellipsis), inside whatever element the crumb is. */
export function CrumbContent({ icon, name }: { icon: PageIconValue | null; name: string }) {
  return (
    <>
      <PageIcon icon={icon} size={16} />
      <span>{name}</span>
    </>
  );
}

/** What the page header shows of a cover. */
export type PageCoverValue = CoverValue;

/** The CSS background of a cover (`coverStyle`, the editor's own mapping), or undefined when it is not drawn. */
export function coverBackground(cover: PageCoverValue): CSSProperties | undefined {
  return coverStyle(cover) ?? undefined;
}

interface PageHeadingProps {
  icon: PageIconValue | null;
  cover: PageCoverValue | null;
  /** The page's name, or the 'Untitled' label. */
  name: string;
  mobile: boolean;
  coverProps?: Inner<HTMLDivElement>;
  titleProps?: Inner<HTMLHeadingElement>;
}

/**
 * The page's cover (40vh, at least 130 px, at most 288 px, 180 px on mobile, CON-10..13), icon and title, as
 * published (PUB-25..27).
 */
export function PageHeading({ icon, cover, name, mobile, coverProps, titleProps }: PageHeadingProps) {
  const background = cover === null ? undefined : coverBackground(cover);
  return (
    <header>
      {background !== undefined && (
        <div className="quire-page-cover" data-mobile={mobile} style={background} {...coverProps} />
      )}
      <h1 className="quire-page-title" {...titleProps}>
        <PageIcon icon={icon} size={40} />
        <span>{name}</span>
      </h1>
    </header>
  );
}

/** An AI chat page as published: only its icon, a speech bubble (PUB-22); its conversation is not published. */
export function ChatPageIcon({ label }: { label: string }) {
  return (
    <div className="quire-chat-page" role="img" aria-label={label}>
      <svg
        viewBox="0 0 24 24"
        width="96"
        height="96"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 5h14v10H11l-4 4v-4H5z" />
      </svg>
    </div>
  );
}
