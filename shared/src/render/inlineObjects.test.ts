/**
 * @jest-environment node
 */
import { describeInlineObject, formatDateMention, type InlineObjectNames } from './inlineObjects.js';

const names: InlineObjectNames = {
  locale: 'en',
  pageName: (pageId) => (pageId === 'v1' ? 'Roadmap' : 'Page not found'),
  personName: (personId) => (personId === 'u1' ? 'Ada Lovelace' : undefined),
};

describe('what an inline object says (one function for the editor and the published page, issue 27)', () => {
  it('ENT-39 / page, date (with and without time, a range), person, formula and an unknown kind', () => {
    const says = (attributes: Record<string, unknown>) => describeInlineObject(attributes, names);
    expect(says({ mention: { type: 'page', page_id: 'v1' } })).toEqual({ kind: 'page', text: 'Roadmap' });
    expect(says({ mention: { type: 'childPage', page_id: 'gone' } })).toEqual({
      kind: 'page',
      text: 'Page not found',
    });
    expect(says({ mention: { type: 'date', date: '2026-12-02T14:25:32.457277' } })).toEqual({
      kind: 'date',
      text: 'Dec 2, 2026',
    });
    expect(
      says({ mention: { type: 'date', date: '2026-12-02T14:25:32.4', include_time: true } }).text,
    ).toMatch(/^Dec 2, 2026, 2:25\sPM$/);
    expect(says({ mention: { type: 'date', date: '2026-12-02', end: '2026-12-05' } }).text).toBe(
      'Dec 2, 2026 → Dec 5, 2026',
    );
    // The member's current name when known, else the one stored with the mention.
    expect(says({ mention: { type: 'person', person_id: 'u1', person_name: 'Ada' } })).toEqual({
      kind: 'person',
      text: '@Ada Lovelace',
    });
    expect(says({ mention: { type: 'person', person_id: 'u2', person_name: ' Grace ' } })).toEqual({
      kind: 'person',
      text: '@Grace',
    });
    expect(says({ formula: 'E=mc^2' })).toEqual({ kind: 'formula', text: 'E=mc^2' });
    expect(says({ mention: { type: 'reminder' } })).toEqual({ kind: 'other', text: '@' });
    expect(says({ mention: { type: 'person', person_name: '' } })).toEqual({ kind: 'other', text: '@' });
  });

  it('a date is written from its stored fields: the machine’s clock and zone change nothing', () => {
    // 23:30 local on Dec 2 stays Dec 2 however far east or west the formatting machine is.
    expect(formatDateMention({ date: '2026-12-02T23:30:00', include_time: true }, 'en')).toMatch(
      /^Dec 2, 2026, 11:30\sPM$/,
    );
    expect(formatDateMention({ date: '2026-12-02T00:10:00' }, 'ja-JP')).toBe('2026/12/02');
    expect(formatDateMention({ date: '2026-12-02' }, 'de-DE')).toBe('02.12.2026');
  });

  it('junk is shown as stored or in English, never "Invalid Date" nor a thrown error', () => {
    expect(formatDateMention({ date: 'next week' }, 'en')).toBe('next week');
    expect(formatDateMention({ date: '2026-13-40' }, 'en')).toBe('2026-13-40');
    expect(formatDateMention({ date: 42 }, 'en')).toBe('');
    expect(formatDateMention({ date: '2026-12-02' }, 'not a language!')).toBe('Dec 2, 2026');
  });
});
