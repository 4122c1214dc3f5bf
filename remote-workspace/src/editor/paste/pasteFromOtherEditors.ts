/**
 * Rewrites HTML pasted from other editors into the shapes BlockNote's parser reads, before it is parsed.
 * GitHub (rendered markdown, READMEs, comments) writes a code block as `<pre>` with no `<code>` inside, naming the
 * language on a wrapper (`highlight-source-shell`) or on the `<pre lang="…">` itself: without a `<code>` it would
 * become a paragraph. Anything else passes unchanged.
 */
export function normalisePastedHtml(html: string): string {
  if (!html.includes('<pre')) return html;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  let changed = false;
  for (const pre of Array.from(parsed.body.querySelectorAll('pre'))) {
    if (pre.querySelector('code') !== null) continue;
    const code = parsed.createElement('code');
    const language = codeLanguage(pre);
    if (language !== undefined) code.className = `language-${language}`;
    code.append(...Array.from(pre.childNodes));
    pre.append(code);
    changed = true;
  }
  return changed ? parsed.body.innerHTML : html;
}

/** GitHub's names for a code block's language: `lang` on the `<pre>`, or a wrapper's `highlight-source-…`. */
function codeLanguage(pre: Element): string | undefined {
  const named = pre.getAttribute('lang');
  if (named !== null && /^[\w+#-]{1,40}$/.test(named)) return named;
  const wrapper = pre.closest('[class*="highlight-source-"]');
  const match = /(?:^|\s)highlight-source-([\w+#-]{1,40})/.exec(wrapper?.className ?? '');
  return match?.[1];
}

/** What BlockNote's default paste takes before HTML: its own copies, files, VS Code's and markdown. */
const takenBeforeHtml = ['blocknote/html', 'Files', 'vscode-editor-data', 'text/markdown'];

/**
 * The editor's paste handler: HTML from another editor that needs rewriting (see `normalisePastedHtml`) is
 * pasted rewritten; everything else goes to BlockNote's own handling unchanged.
 */
export function pasteFromOtherEditors({
  event,
  editor,
  defaultPasteHandler,
}: {
  event: ClipboardEvent;
  editor: { pasteHTML(html: string): void };
  defaultPasteHandler: () => boolean | undefined;
}): boolean | undefined {
  const data = event.clipboardData;
  const types = Array.from(data?.types ?? []);
  if (data === null || !types.includes('text/html') || types.some((type) => takenBeforeHtml.includes(type)))
    return defaultPasteHandler();
  const html = data.getData('text/html');
  const rewritten = normalisePastedHtml(html);
  if (rewritten === html) return defaultPasteHandler();
  editor.pasteHTML(rewritten);
  return true;
}
