import { plainText } from '../../collab/document/delta.js';
import { highlightToReact } from '../code/highlight.js';
import { grammarName } from '../code/languages.js';
import { shellProps, type BlockProps } from './shell.js';

/** A code block, highlighted when its language's grammar was loaded (`loadRenderResources`). */
export function CodeBlock({ node, ctx }: BlockProps) {
  const code = plainText(node.text ?? []);
  const language = grammarName(node.data.language);
  const tokens = ctx.resources?.highlight(code, node.data.language);
  const label = typeof node.data.language === 'string' ? node.data.language.slice(0, 40) : '';
  return (
    <div {...shellProps(node, ctx)}>
      <pre className="quire-code-pre" data-language={label === '' ? undefined : label}>
        <code
          className={
            language === undefined ? 'quire-code-content' : `quire-code-content language-${language}`
          }
        >
          {tokens === undefined ? code : highlightToReact(tokens)}
        </code>
      </pre>
    </div>
  );
}

/** A display equation as MathML (temml); its TeX source when math was not loaded. */
export function MathEquation({ node, ctx }: BlockProps) {
  const tex = typeof node.data.formula === 'string' ? node.data.formula : '';
  const math = ctx.resources?.math;
  return (
    <div {...shellProps(node, ctx)}>
      {math === undefined ? (
        <pre className="quire-math-source">{tex}</pre>
      ) : (
        // Markup temml built from the parsed expression (text escaped, no `trust`): see inline.tsx.
        <div className="quire-math" dangerouslySetInnerHTML={{ __html: math(tex, true) }} />
      )}
    </div>
  );
}
