import { collapseCrumbs } from './collapseCrumbs';

const crumbs = (count: number) => Array.from({ length: count }, (_, index) => `c${index + 1}`);

describe('breadcrumb collapse rule', () => {
  it('NAV-01 / desktop shows every crumb when there are at most 2', () => {
    expect(collapseCrumbs(crumbs(1), false)).toEqual({ head: ['c1'], hidden: [], tail: [] });
    expect(collapseCrumbs(crumbs(2), false)).toEqual({ head: ['c1', 'c2'], hidden: [], tail: [] });
  });

  it('NAV-02 / mobile shows every crumb only when there is at most 1', () => {
    expect(collapseCrumbs(crumbs(1), true)).toEqual({ head: ['c1'], hidden: [], tail: [] });
    expect(collapseCrumbs(crumbs(2), true)).toEqual({ head: ['c1'], hidden: [], tail: ['c2'] });
  });

  it('NAV-03 / desktop with more than 2: the first, an overflow, the last 2', () => {
    expect(collapseCrumbs(crumbs(3), false)).toEqual({ head: ['c1'], hidden: [], tail: ['c2', 'c3'] });
    expect(collapseCrumbs(crumbs(5), false)).toEqual({
      head: ['c1'],
      hidden: ['c2', 'c3'],
      tail: ['c4', 'c5'],
    });
  });

  it('NAV-04 / mobile with more than 1: the first, an overflow, the last 1', () => {
    expect(collapseCrumbs(crumbs(4), true)).toEqual({ head: ['c1'], hidden: ['c2', 'c3'], tail: ['c4'] });
  });

  it('no crumbs, nothing shown', () => {
    expect(collapseCrumbs([], false)).toEqual({ head: [], hidden: [], tail: [] });
  });
});
