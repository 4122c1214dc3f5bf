// eslint-disable-next-line no-restricted-imports -- plain data, see baseCss.ts
import { darkTheme, lightTheme } from '../../theme/tokens.js';
import { documentCss } from './baseCss.js';
import { AUTO_CLOSE_GAP, DEFAULT_DRAWER_WIDTH } from '../../layout/drawerRules.js';
import { CONTENT_MAX_WIDTH, THUMBNAIL_SCALE, TOP_BAR_HEIGHT } from './constants.js';

/**
 * The published page's frame (top bar, breadcrumb, drawer, content column, title and cover) as plain classes:
 * the publish remote draws the frame with these components and rules, and the server draws its copy of the page
 * with the same ones, so the remote takes the page over without anything moving.
 */
export const publishFrameStyles =
  '.quire-frame{min-height:100vh}' +
  `.quire-frame[data-thumbnail=true]{width:${100 / THUMBNAIL_SCALE}%;transform:scale(${THUMBNAIL_SCALE});transform-origin:top left;pointer-events:none;user-select:none}` +
  '.quire-frame-column{display:flex;flex-direction:column;min-width:0;min-height:100vh;transition:margin-left .2s ease}' +
  `.quire-frame-content{flex:1;width:100%;max-width:${CONTENT_MAX_WIDTH}px;margin:0 auto;padding:48px 24px}` +
  '.quire-frame-content[data-mobile=true]{padding:24px 16px}' +
  '.quire-chat-page{display:flex;justify-content:center;padding:64px 0;color:var(--quire-text-secondary)}' +
  `.quire-frame-footer{width:100%;max-width:${CONTENT_MAX_WIDTH}px;margin:0 auto;padding:0 24px 24px}` +
  `.quire-frame-bar{position:sticky;z-index:10;top:0;display:flex;align-items:center;gap:8px;height:${TOP_BAR_HEIGHT}px;padding:0 12px;background:var(--quire-background);border-bottom:1px solid var(--quire-border)}` +
  '.quire-frame-bar-middle{flex:1;min-width:0;overflow:hidden}' +
  '.quire-frame-bar-actions{display:flex;flex:none;align-items:center;gap:4px}' +
  '.quire-frame-icon-button{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;padding:0;border:none;border-radius:6px;background:transparent;color:var(--quire-text);font-size:16px;line-height:1;cursor:pointer}' +
  ".quire-frame-icon-button:hover,.quire-frame-icon-button[aria-expanded='true']{background:var(--quire-hover)}" +
  '.quire-frame-icon-button:focus-visible{outline:2px solid var(--quire-focus)}' +
  '.quire-frame-drawer{position:fixed;z-index:20;top:0;bottom:0;left:0;border-right:1px solid var(--quire-border);background:var(--quire-surface)}' +
  '.quire-frame-panel{display:flex;flex-direction:column;height:100%;min-height:0}' +
  '.quire-frame-panel-head{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:48px;padding:0 12px 0 16px}' +
  '.quire-frame-logo{color:var(--quire-text);font-size:18px;font-weight:700;letter-spacing:.02em;text-decoration:none}' +
  '.quire-frame-panel-scroll{flex:1;min-height:0;overflow-y:auto;padding:0 8px 16px}' +
  '.quire-frame-panel-foot{padding:12px 16px;border-top:1px solid var(--quire-border);color:var(--quire-text-secondary);font-size:12px}' +
  '.quire-frame-panel-foot a{color:inherit;font-weight:600}' +
  '.quire-crumbs{display:flex;align-items:center;gap:2px;min-width:0;margin:0;padding:0;list-style:none;font-size:14px}' +
  '.quire-crumb{display:flex;align-items:center;min-width:0}' +
  ".quire-crumb+.quire-crumb::before{content:'/';margin:0 4px;color:var(--quire-text-secondary)}" +
  '.quire-crumb-label{display:inline-flex;align-items:center;gap:4px;padding:2px 6px;border-radius:6px;color:inherit;text-decoration:none;white-space:nowrap}' +
  '.quire-crumb-label>span:last-child{overflow:hidden;text-overflow:ellipsis}' +
  'a.quire-crumb-label:hover{background:var(--quire-hover)}' +
  '.quire-crumb-more,button.quire-crumb-label{border:none;background:transparent;color:inherit;font:inherit;cursor:pointer}' +
  '.quire-crumb-more{padding:2px 6px;border-radius:6px}' +
  '.quire-crumb-more:hover,button.quire-crumb-label:hover{background:var(--quire-hover)}' +
  '.quire-page-title{display:flex;align-items:center;gap:12px;margin:0 0 24px;font-size:2.5rem;overflow-wrap:anywhere}' +
  '.quire-page-cover{height:40vh;min-height:130px;max-height:288px;margin:-48px -24px 24px;border-radius:0 0 8px 8px;background-size:cover;background-position:center;background-repeat:no-repeat}' +
  '.quire-page-cover[data-mobile=true]{max-height:180px;margin:-24px -16px 16px}';

/**
 * What the server's copy of a published page needs before any script ran: the theme's tokens (the reader's
 * light or dark preference, as the app picks when nothing was chosen) and the base rules the app's global
 * style sets, and — the drawer being open unless the reader closed it — the drawer shut where the window is
 * too narrow for it, as the app shuts it (the content keeps more than 768 px).
 */
export const publishedPageBaseStyles =
  documentCss(lightTheme) +
  `@media (prefers-color-scheme: dark){${documentCss(darkTheme)}}` +
  '.quire-frame [data-drawer=closed]{display:none}' +
  `@media (max-width:${DEFAULT_DRAWER_WIDTH + AUTO_CLOSE_GAP}px){` +
  '.quire-frame .quire-frame-drawer{display:none}.quire-frame .quire-frame-column{margin-left:0!important}' +
  '.quire-frame [data-drawer=open]{display:none}.quire-frame [data-drawer=closed]{display:inline}}';
