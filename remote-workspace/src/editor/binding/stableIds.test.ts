import { stableIds } from './stableIds';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `b${index}`);

describe('stableIds', () => {
  it('one block inserted among thousands leaves every other one in place', () => {
    const current = ids(3000);
    const desired = [...current.slice(0, 1500), 'new', ...current.slice(1500)];
    const stable = stableIds(current, desired);
    expect(stable.size).toBe(3000);
    expect(stable.has('new')).toBe(false);
  });

  it('one block moved is the only one not stable, at the ends as in the middle', () => {
    expect([...stableIds(['a', 'b', 'c', 'd', 'e'], ['a', 'd', 'b', 'c', 'e'])].sort()).toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
    expect([...stableIds(['a', 'b', 'c'], ['c', 'a', 'b'])].sort()).toEqual(['a', 'b']);
    expect([...stableIds(['a', 'b', 'c'], ['b', 'c', 'a'])].sort()).toEqual(['b', 'c']);
  });

  it('a block removed and one added keep the rest', () => {
    expect([...stableIds(['a', 'b', 'c', 'd'], ['a', 'c', 'x', 'd'])].sort()).toEqual(['a', 'c', 'd']);
  });
});
