/**
 * @jest-environment node
 */
import type { TextDelta } from '../collab/document/marks.js';
import { publishedDocumentLabels } from './publishedLabels.js';
import { renderStyles } from './styles.js';
import { block, html } from './test-utils/trees.js';

function text(delta: TextDelta, options: Parameters<typeof html>[1] = {}): string {
  return html([block('paragraph', { text: delta })], options);
}

describe('marks (spec 000 §3: AppFlowy text attributes)', () => {
  it('ENT-39 bold, italic, underline, strikethrough and code, alone and together', () => {
    expect(text([{ insert: 'b', attributes: { bold: true } }])).toContain('<strong>b</strong>');
    expect(text([{ insert: 'i', attributes: { italic: true } }])).toContain('<em>i</em>');
    expect(text([{ insert: 'u', attributes: { underline: true } }])).toContain('<u>u</u>');
    expect(text([{ insert: 's', attributes: { strikethrough: true } }])).toContain('<s>s</s>');
    expect(text([{ insert: 'c', attributes: { code: true } }])).toContain(
      '<code class="quire-inline-code">c</code>',
    );
    expect(
      text([
        {
          insert: 'all',
          attributes: { bold: true, italic: true, underline: true, strikethrough: true, code: true },
        },
      ]),
    ).toContain('<strong><em><u><s><code class="quire-inline-code">all</code></s></u></em></strong>');
    // `code: false` (written by AppFlowy when a mark is removed) is no mark.
    expect(text([{ insert: 'plain', attributes: { code: false } }])).toContain(
      '<div class="quire-text">plain</div>',
    );
  });

  it('ENT-39 links: external ones open in a new tab without opener; relative ones stay', () => {
    const external = text([
      { insert: 'guide', attributes: { href: 'https://appflowy.io/docs', bold: true } },
    ]);
    expect(external).toContain(
      '<a href="https://appflowy.io/docs" target="_blank" rel="noopener noreferrer nofollow ugc"><strong>guide</strong></a>',
    );
    expect(text([{ insert: 'rel', attributes: { href: '/ns/page#x' } }])).toContain(
      '<a href="/ns/page#x">rel</a>',
    );
    expect(text([{ insert: 'mail', attributes: { href: 'mailto:a@b.test' } }])).toContain(
      'href="mailto:a@b.test"',
    );
    // A bare host, as AppFlowy users type it, opens over https (as AppFlowy does).
    expect(text([{ insert: 'host', attributes: { href: 'appflowy.io/download' } }])).toContain(
      'href="https://appflowy.io/download"',
    );
  });

  it('ENT-39 colours: AppFlowy ARGB strings become rgb()/rgba() styles', () => {
    const out = text([{ insert: 'c', attributes: { font_color: '0xffdb3636', bg_color: '0x4dffeb3b' } }]);
    expect(out).toContain(
      '<span style="color:rgb(219, 54, 54);background-color:rgba(255, 235, 59, 0.302)">c</span>',
    );
    // Older clients lost the alpha's leading digit: still the same opaque colour.
    expect(text([{ insert: 'o', attributes: { font_color: '0x1db3636' } }])).toContain(
      'color:rgb(219, 54, 54)',
    );
    expect(text([{ insert: 'h', attributes: { font_color: '#0a0' } }])).toContain('color:rgb(0, 170, 0)');
  });

  it('ENT-39 page mentions link through linkToView; date mentions read as in the editor (issue 27)', () => {
    const delta: TextDelta = [
      { insert: '$', attributes: { mention: { type: 'page', page_id: 'v9', block_id: 'blk' } } },
      { insert: ' on ' },
      { insert: '$', attributes: { mention: { type: 'date', date: '2024-04-18T14:25:32.457277' } } },
      {
        insert: '$',
        attributes: { mention: { type: 'date', date: '2024-04-19T16:13:49.4', include_time: true } },
      },
    ];
    const out = text(delta, {
      linkToView: (viewId, blockId) => `/ns/${viewId}?blockId=${blockId ?? ''}`,
      resolveView: () => ({ name: 'Roadmap', icon: '🗺' }),
    });
    expect(out).toContain(
      '<a class="quire-mention quire-mention-page" data-page-id="v9" href="/ns/v9?blockId=blk">',
    );
    expect(out).toContain('>Roadmap<');
    expect(out).toContain(
      '<time class="quire-mention quire-mention-date" dateTime="2024-04-18T14:25:32.457277">Apr 18, 2024</time>',
    );
    expect(out).toMatch(/>Apr 19, 2024, 4:13\sPM<\/time>/);
    const range = text([
      {
        insert: '$',
        attributes: { mention: { type: 'date', date: '2024-04-18T09:00:00', end: '2024-04-20T10:30:00' } },
      },
    ]);
    expect(range).toContain('>Apr 18, 2024 → Apr 20, 2024</time>');
    const custom = text(delta, { formatDate: (mention) => `on ${mention.date.slice(0, 4)}` });
    expect(custom).toContain('>on 2024</time>');
    // No linkToView: the mention is text, not a link.
    expect(text(delta)).toContain(
      '<span class="quire-mention quire-mention-page quire-mention-unlinked" data-page-id="v9">',
    );
  });

  it('ENT-39 person mentions: an "@Name" chip, never a link, the name escaped', () => {
    const person = (extra: Record<string, unknown>) =>
      ({ insert: '$', attributes: { mention: { type: 'person', page_id: 'p', ...extra } } }) as const;
    const out = text([person({ person_id: 'u-42', person_name: 'Ada Lovelace' })], {
      linkToView: (viewId) => `/ns/${viewId}`,
      resolveView: () => ({ name: 'Not the person' }),
    });
    expect(out).toContain(
      '<span class="quire-mention quire-mention-person" data-person-id="u-42">@Ada Lovelace</span>',
    );
    expect(out).not.toContain('<a');
    expect(out).not.toContain('Not the person');
    // A name is text: markup in it is escaped; an odd id is left out rather than written as an attribute.
    const hostile = text([
      person({ person_id: '"><img src=x>', person_name: '<img src=x onerror=alert(1)>' }),
    ]);
    expect(hostile).toContain('@&lt;img src=x onerror=alert(1)&gt;</span>');
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toContain('data-person-id');
    // No name (or not a string): nothing drawn, not an empty "@".
    expect(text([person({ person_name: '  ' }), person({ person_name: 7 })])).not.toContain('quire-mention');
  });

  it('issue 27 / a mention of a page not published with this one is a plain, greyed mention with its name if known', () => {
    const mention: TextDelta = [{ insert: '$', attributes: { mention: { type: 'page', page_id: 'draft' } } }];
    const unknown = text(mention, { linkToView: () => undefined, resolveView: () => undefined });
    expect(unknown).toContain(
      '<span class="quire-mention quire-mention-page quire-mention-unlinked" data-page-id="draft"><span class="quire-mention-name">Untitled</span></span>',
    );
    expect(unknown).not.toContain('<a');
    const named = text(mention, { linkToView: () => undefined, resolveView: () => ({ name: 'Plans' }) });
    expect(named).toContain('<span class="quire-mention-name">Plans</span>');
    expect(named).not.toContain('<a');
    // The styles draw it greyed and without the underline a link has.
    expect(renderStyles).toContain('.quire-mention-unlinked{text-decoration:none;color:var(--qd-muted)');
  });

  it('issue 27 / dates are written in the given language, the same whatever the machine’s time zone', () => {
    const date: TextDelta = [
      {
        insert: '$',
        attributes: { mention: { type: 'date', date: '2026-12-02T23:30:00', include_time: true } },
      },
    ];
    expect(text(date)).toMatch(/>Dec 2, 2026, 11:30\sPM</);
    expect(text(date, { locale: 'de-DE' })).toContain('>02.12.2026, 23:30<');
    // The published page's labels carry the reader's language (each locale file names its own), so the
    // server's HTML and the remote's hydration write the same German date.
    const german = publishedDocumentLabels((key, fallback) =>
      key === 'publish.locale' ? 'de-DE' : fallback,
    );
    expect(text(date, { labels: german })).toContain('>02.12.2026, 23:30<');
    expect(text(date, { labels: { locale: 'not a language!' } })).toMatch(/>Dec 2, 2026, 11:30\sPM</);
    expect(text([{ insert: '$', attributes: { mention: { type: 'date', date: '2026-12-02' } } }])).toContain(
      '>Dec 2, 2026<',
    );
    // Not a date: shown as stored (escaped), never "Invalid Date".
    expect(text([{ insert: '$', attributes: { mention: { type: 'date', date: 'soon<b>' } } }])).toContain(
      '>soon&lt;b&gt;<',
    );
  });

  it('ENT-39 newlines and spaces in a text are kept (pre-wrap), embeds are skipped', () => {
    const out = text([{ insert: 'a\n  b' }, { insert: { image: 'x' } }]);
    expect(out).toContain('<div class="quire-text">a\n  b</div>');
  });
});
