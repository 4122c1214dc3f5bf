// The generated document both editors get: paragraphs with marks and links, headings, nested bulleted lists,
// numbered lists, check lists and code blocks, exactly `total` blocks (children counted), with one marked
// paragraph in the middle where the bench types. Written in AppFlowy's JSON block form (what append-block
// takes) and converted, block for block, to BlockNote's for the plain editor.

export const middleText = 'Middle paragraph where the benchmark types';

const words =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma'.split(' ');
const sentence = (seed, length) =>
  Array.from({ length }, (_, index) => words[(seed * 7 + index * 3) % words.length]).join(' ');

const paragraph = (delta) => ({ type: 'paragraph', data: {}, delta, children: [] });

function richParagraph(seed) {
  return paragraph([
    { insert: `${sentence(seed, 6)} ` },
    { insert: sentence(seed + 1, 2), attributes: { bold: true } },
    { insert: ` ${sentence(seed + 2, 4)} ` },
    { insert: sentence(seed + 3, 2), attributes: { italic: true } },
    { insert: ' see ' },
    { insert: 'the reference', attributes: { href: `https://example.com/doc/${seed}` } },
    { insert: ` ${sentence(seed + 4, 5)}.` },
  ]);
}

/** One section's top-level blocks (12 blocks counted with children), varied by `seed`. */
function section(seed) {
  const item = (type, text, children = [], data = {}) => ({
    type,
    data,
    delta: [{ insert: text }],
    children,
  });
  return [
    item('heading', `Section ${seed}: ${sentence(seed, 3)}`, [], { level: 1 + (seed % 3) }),
    richParagraph(seed),
    item('bulleted_list', sentence(seed + 5, 5), [
      item('bulleted_list', sentence(seed + 6, 4)),
      item('bulleted_list', sentence(seed + 7, 4)),
    ]),
    item('todo_list', sentence(seed + 8, 5), [], { checked: seed % 2 === 0 }),
    item('todo_list', sentence(seed + 9, 5), [], { checked: false }),
    item('numbered_list', sentence(seed + 10, 6)),
    item('numbered_list', sentence(seed + 11, 6)),
    {
      type: 'code',
      data: { language: 'javascript' },
      delta: [
        {
          insert: `const value${seed} = compute(${seed});\nif (value${seed} > 10) {\n  report(value${seed});\n}`,
        },
      ],
      children: [],
    },
    paragraph([{ insert: `${sentence(seed + 12, 12)}.` }]),
  ];
}

const sizeOf = (block) => 1 + block.children.reduce((sum, child) => sum + sizeOf(child), 0);

/** Exactly `total` blocks, children counted; the top-level block nearest the middle is the marked paragraph. */
export function generateDocument(total) {
  const blocks = [];
  let count = 0;
  let marked = false;
  for (let seed = 0; count < total; seed += 1) {
    for (const block of section(seed)) {
      if (!marked && count >= total / 2) {
        blocks.push(
          paragraph([
            { insert: `${middleText}: ` },
            { insert: 'bold', attributes: { bold: true } },
            { insert: ' end' },
          ]),
        );
        count += 1;
        marked = true;
        if (count >= total) break;
      }
      const size = sizeOf(block);
      const fitting = count + size <= total ? block : richParagraph(seed);
      blocks.push(fitting);
      count += sizeOf(fitting);
      if (count >= total) break;
    }
  }
  return blocks;
}

function inline(delta) {
  const content = [];
  for (const op of delta) {
    const { href, bold, italic } = op.attributes ?? {};
    const styles = {};
    if (bold) styles.bold = true;
    if (italic) styles.italic = true;
    const text = { type: 'text', text: op.insert, styles };
    if (href) content.push({ type: 'link', href, content: [text] });
    else content.push(text);
  }
  return content;
}

/** The same document as BlockNote blocks (what the plain editor is given as its initial content). */
export function toBlockNote(blocks) {
  return blocks.map((block) => {
    const children = toBlockNote(block.children);
    switch (block.type) {
      case 'heading':
        return {
          type: 'heading',
          props: { level: block.data.level },
          content: inline(block.delta),
          children,
        };
      case 'bulleted_list':
        return { type: 'bulletListItem', content: inline(block.delta), children };
      case 'numbered_list':
        return { type: 'numberedListItem', content: inline(block.delta), children };
      case 'todo_list':
        return {
          type: 'checkListItem',
          props: { checked: block.data.checked },
          content: inline(block.delta),
          children,
        };
      case 'code':
        return {
          type: 'codeBlock',
          props: { language: block.data.language },
          content: block.delta.map((op) => op.insert).join(''),
          children,
        };
      default:
        return { type: 'paragraph', content: inline(block.delta), children };
    }
  });
}
