import { escapeHtml } from '../../text/html.js';
import { noindexTag } from './head.js';

/** What a page adds to the shell's index.html. */
export interface Injection {
  /** Already escaped. */
  title?: string;
  head: string;
  /**
   * Placed right after the shell's root element, not inside it: the shell clears its root when it first
   * renders, and the server's copy must stay on screen until the publish remote takes it over.
   */
  body: string;
  /**
   * Scripts that replace the shell's own (the publish remote's page entry, for a first visit to a published
   * page); absent: the shell's scripts load as for any route.
   */
  scripts?: readonly string[];
}

// The shell's script elements, quoted or not (the built index.html is minified).
const scriptPattern = /<script\b[^>]*\bsrc=[^>]*><\/script>/gi;

const titlePattern = /<title>[^<]*<\/title>/i;
// The shell's root element, quoted or not (the built index.html is minified).
const rootPattern = /<div id=("?)root\1>\s*<\/div>/i;

/**
 * The shell's index.html with a page's head tags and content put in. The shell keeps owning the route: its
 * scripts, styles and root element are untouched, so it boots exactly as it does for any other page.
 * Replacements are functions, so a `$` in user text is never read as a pattern.
 */
export function injectIntoShell(indexHtml: string, injection: Injection): string {
  let html = indexHtml;
  if (injection.title !== undefined) {
    const title = `<title>${injection.title}</title>`;
    html = titlePattern.test(html) ? html.replace(titlePattern, () => title) : insertHead(html, title);
  }
  if (injection.scripts !== undefined) {
    const scripts = injection.scripts
      .map((src) => `<script defer src="${escapeHtml(src)}"></script>`)
      .join('');
    html = html.replace(scriptPattern, '');
    html = insertHead(html, scripts);
  }
  html = insertHead(html, injection.head);
  if (injection.body === '') return html;
  if (rootPattern.test(html)) {
    return html.replace(rootPattern, () => `<div id="root"></div>${injection.body}`);
  }
  const bodyOpen = /<body[^>]*>/i.exec(html);
  if (bodyOpen === null) return html + injection.body;
  const at = bodyOpen.index + bodyOpen[0].length;
  return html.slice(0, at) + injection.body + html.slice(at);
}

/** The shell as is, marked noindex: what a page that is not (or not openly) published answers. */
export function shellWithNoindex(indexHtml: string): string {
  return insertHead(indexHtml, noindexTag);
}

function insertHead(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? tags + html : html.slice(0, at) + tags + html.slice(at);
}
