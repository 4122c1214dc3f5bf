import { view } from '../data/test/fakeApi';
import { foldForSearch, searchPages } from './searchPages';

const root = view({
  view_id: 'ws',
  children: [
    view({
      view_id: 'general',
      is_space: true,
      name: 'General',
      children: [
        view({
          view_id: 'notes',
          name: 'Meeting notes',
          children: [view({ view_id: 'cv', name: 'Résumé draft' })],
        }),
        view({ view_id: 'road', name: 'Roadmap' }),
        view({ view_id: 'notes2', name: 'Notes' }),
      ],
    }),
    view({
      view_id: 'private',
      is_space: true,
      name: 'Private',
      children: [view({ view_id: 'diary', name: '日記 notes' })],
    }),
  ],
});

const ids = (query: string) => searchPages(root, query).map((match) => match.view.view_id);

describe('the page finder search', () => {
  it('KEY-03 / finds titles regardless of case, accents and width; spaces are not results', () => {
    expect(ids('resume')).toEqual(['cv']);
    expect(ids('ＲＯＡＤ')).toEqual(['road']);
    expect(ids('general')).toEqual([]);
    expect(foldForSearch('Éé')).toBe('ee');
  });

  it('ranks exact, then prefix, then word start, then anywhere; every word must match', () => {
    expect(ids('notes')).toEqual(['notes2', 'diary', 'notes']);
    expect(ids('meeting notes')).toEqual(['notes']);
    expect(ids('meeting roadmap')).toEqual([]);
    expect(ids('ap')).toEqual(['road']);
  });

  it('an empty query lists pages in tree order with their paths; results are capped', () => {
    const all = searchPages(root, '  ');
    expect(all.map((match) => match.view.view_id)).toEqual(['notes', 'cv', 'road', 'notes2', 'diary']);
    expect(all[1]?.path).toEqual(['General', 'Meeting notes']);
    expect(searchPages(root, '', 2)).toHaveLength(2);
    expect(searchPages(null, 'x')).toEqual([]);
  });
});
