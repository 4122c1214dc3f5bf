import { databaseStyles } from './database/styles.js';

/**
 * The renderer's stylesheet, as a string so that the server can inline it in a page's <head> and a remote
 * can inject it, with no CSS loader in either. Colours are CSS custom properties a theme may override:
 * --qd-text, --qd-muted, --qd-border, --qd-surface, --qd-accent, --qd-code-bg (each defaulting to the app's
 * theme token where one is defined: --quire-text, --quire-text-secondary, --quire-border, --quire-surface, --quire-primary).
 * Token colours follow Prism's class names (`.token.keyword`…).
 */
export const renderStyles = `
.quire-document{--qd-text:var(--quire-text,inherit);--qd-muted:var(--quire-text-secondary,#6b7280);--qd-border:var(--quire-border,#e5e7eb);--qd-surface:var(--quire-surface,#f7f7f8);--qd-accent:var(--quire-primary,#00bcf0);--qd-code-bg:var(--quire-surface,#f5f5f5);color:var(--qd-text);line-height:1.6;overflow-wrap:break-word}
.quire-document .quire-block{margin:2px 0;scroll-margin-top:64px}
.quire-document .quire-text{white-space:pre-wrap;min-height:1.6em;margin:0}
.quire-document .quire-block-children{padding-left:1.5em}
.quire-document .quire-align-center>.quire-text,.quire-document .quire-align-center{text-align:center}
.quire-document .quire-align-right>.quire-text,.quire-document .quire-align-right{text-align:right}
.quire-document .quire-heading-text{font-weight:700;margin:0.6em 0 0.2em;line-height:1.3}
.quire-document h1.quire-heading-text{font-size:1.9em}.quire-document h2.quire-heading-text{font-size:1.5em}
.quire-document h3.quire-heading-text{font-size:1.25em}.quire-document h4.quire-heading-text{font-size:1.1em}
.quire-document h5.quire-heading-text,.quire-document h6.quire-heading-text{font-size:1em}
.quire-document .quire-list-line{display:flex;gap:0.5em;align-items:flex-start}
.quire-document .quire-list-line>.quire-text{flex:1;min-width:0}
.quire-document .quire-list-marker{min-width:1.2em;text-align:right;flex:none}
.quire-document .quire-checkbox{margin-top:0.35em;flex:none}
.quire-document .quire-checked>.quire-list-line>.quire-text{text-decoration:line-through;color:var(--qd-muted)}
.quire-document .quire-toggle-list>summary{cursor:pointer;display:list-item}
.quire-document .quire-toggle-list>summary>.quire-text,.quire-document .quire-toggle-list>summary>.quire-heading-text{display:inline}
.quire-document .quire-quote{border-left:3px solid var(--qd-accent);margin:4px 0;padding-left:0.9em}
.quire-document .quire-callout{display:flex;gap:0.6em;padding:0.8em 1em;border-radius:6px;background:var(--qd-surface)}
.quire-document .quire-callout-body{flex:1;min-width:0}
.quire-document .quire-code-pre{background:var(--qd-code-bg);border-radius:6px;padding:1em;overflow-x:auto;margin:0}
.quire-document .quire-code-pre[data-language]::before{content:attr(data-language);display:block;font-size:0.75em;color:var(--qd-muted);margin-bottom:0.5em}
.quire-document .quire-code-content,.quire-document .quire-inline-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:0.9em}
.quire-document .quire-inline-code{background:var(--qd-code-bg);border-radius:4px;padding:0.1em 0.3em;color:#eb5757}
.quire-document .token.comment,.quire-document .token.prolog{color:#6a737d}
.quire-document .token.keyword,.quire-document .token.selector{color:#d73a49}
.quire-document .token.string,.quire-document .token.attr-value{color:#032f62}
.quire-document .token.number,.quire-document .token.boolean,.quire-document .token.constant{color:#005cc5}
.quire-document .token.function,.quire-document .token.class-name{color:#6f42c1}
.quire-document .token.punctuation,.quire-document .token.operator{color:#586069}
.quire-document .quire-math{overflow-x:auto;text-align:center;padding:0.5em 0}
.quire-document .quire-math-source,.quire-document .quire-formula-source{font-family:ui-monospace,monospace}
.quire-document .quire-divider{border:none;border-top:1px solid var(--qd-border);margin:1em 0}
.quire-document .quire-image{margin:0.5em 0;display:flex;justify-content:flex-start}
.quire-document .quire-image.quire-align-center{justify-content:center}
.quire-document .quire-image.quire-align-right{justify-content:flex-end}
.quire-document .quire-image-content{max-width:100%;height:auto;border-radius:4px}
.quire-document .quire-image-failed{color:#e53935;font-size:0.9em}
.quire-document .quire-multi-image{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:8px}
.quire-document .quire-multi-image .quire-image-content{width:100%;object-fit:cover;aspect-ratio:4/3}
.quire-document .quire-multi-image.quire-gallery-browser{display:block}
.quire-document .quire-gallery-strip{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;overscroll-behavior-x:contain;border-radius:4px}
.quire-document .quire-gallery-slide{flex:0 0 100%;margin:0;scroll-snap-align:start;display:flex;flex-direction:column;align-items:center;gap:4px}
.quire-document .quire-gallery-browser .quire-gallery-slide .quire-image-content{width:auto;max-width:100%;max-height:480px;aspect-ratio:auto;object-fit:contain}
.quire-document .quire-gallery-controls{display:flex;gap:0.8em;align-items:center;color:var(--qd-muted);font-size:0.9em}
.quire-document .quire-gallery-previous,.quire-document .quire-gallery-next{text-decoration:none;color:inherit;font-size:1.4em;line-height:1;padding:0 0.3em}
.quire-document .quire-gallery-thumbnails{display:flex;gap:6px;overflow-x:auto;margin-top:6px}
.quire-document .quire-gallery-thumbnail{flex:none;border:2px solid transparent;border-radius:4px;line-height:0}
.quire-document .quire-gallery-thumbnail[aria-current=true]{border-color:var(--qd-accent)}
.quire-document .quire-gallery-thumbnail img{width:64px;height:48px;object-fit:cover;border-radius:2px}
.quire-document .quire-video-frame,.quire-document .quire-video-content{width:100%;aspect-ratio:16/9;border:0}
.quire-document .quire-file,.quire-document .quire-link-preview-card,.quire-document .quire-sub-page-link,.quire-document .quire-database-card{display:flex;gap:0.5em;align-items:center;padding:0.6em 0.8em;border:1px solid var(--qd-border);border-radius:6px;text-decoration:none;color:inherit}
.quire-document .quire-link-preview-card{flex-direction:column;align-items:flex-start}
.quire-document .quire-link-preview-host{font-weight:600}
.quire-document .quire-link-preview-url{color:var(--qd-muted);font-size:0.85em;word-break:break-all}
.quire-document .quire-sub-page-link,.quire-document .quire-database-card{border:none;padding:0.3em 0;text-decoration:underline}
.quire-document .quire-mention{border-radius:4px;padding:0 0.15em}
.quire-document .quire-mention-page{text-decoration:underline}
.quire-document .quire-mention-unlinked{text-decoration:none;color:var(--qd-muted);cursor:default}
.quire-document .quire-mention-date{color:var(--qd-muted)}
.quire-document .quire-mention-person{background:var(--qd-surface);font-weight:500}
.quire-document .quire-outline{padding:0.5em 0}
.quire-document .quire-outline-title{font-weight:600}
.quire-document .quire-outline-list{list-style:none;margin:0;padding:0}
.quire-document .quire-outline-level-2{padding-left:1em}.quire-document .quire-outline-level-3{padding-left:2em}
.quire-document .quire-outline-level-4{padding-left:3em}.quire-document .quire-outline-level-5{padding-left:4em}
.quire-document .quire-outline-level-6{padding-left:5em}
.quire-document .quire-table,.quire-document .quire-simple-table{overflow-x:auto}
.quire-document .quire-table-grid{border-collapse:collapse}
.quire-document .quire-table-grid td,.quire-document .quire-table-grid th{border:1px solid var(--qd-border);padding:4px 8px;vertical-align:top;min-width:60px}
.quire-document .quire-table-grid th{background:var(--qd-surface);font-weight:600;text-align:left}
.quire-document .quire-simple-columns{display:flex;gap:1em}
.quire-document .quire-simple-column{min-width:0}
.quire-document .quire-block-highlight{background:rgba(0,188,240,0.15);transition:background 0.6s}
${databaseStyles}`;
