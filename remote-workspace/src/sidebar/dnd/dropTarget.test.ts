import { view } from '../../data/test/fakeApi';
import { dropPositionAt, moveForDrop } from './dropTarget';

// workspace ─ space ─┬ a ─ a1
//                    ├ b
//                    └ c
function tree() {
  const a1 = view({ view_id: 'a1' });
  const a = view({ view_id: 'a', children: [a1] });
  const b = view({ view_id: 'b' });
  const c = view({ view_id: 'c' });
  const space = view({ view_id: 'space', is_space: true, children: [a, b, c] });
  return view({ view_id: 'ws', children: [space] });
}

describe('drag and drop in the page tree', () => {
  it('the edges of a row reorder, its middle nests', () => {
    const rect = { top: 100, height: 40 };
    expect(dropPositionAt(102, rect)).toBe('before');
    expect(dropPositionAt(120, rect)).toBe('inside');
    expect(dropPositionAt(138, rect)).toBe('after');
  });

  it('dropping onto a page makes the dragged page its last child', () => {
    expect(moveForDrop(tree(), 'c', 'a', 'inside')).toEqual({ new_parent_view_id: 'a', prev_view_id: 'a1' });
    expect(moveForDrop(tree(), 'c', 'b', 'inside')).toEqual({ new_parent_view_id: 'b', prev_view_id: null });
  });

  it('dropping between pages reorders under their parent, after the previous sibling', () => {
    expect(moveForDrop(tree(), 'c', 'a', 'before')).toEqual({
      new_parent_view_id: 'space',
      prev_view_id: null,
    });
    expect(moveForDrop(tree(), 'a', 'c', 'after')).toEqual({
      new_parent_view_id: 'space',
      prev_view_id: 'c',
    });
    expect(moveForDrop(tree(), 'a1', 'b', 'after')).toEqual({
      new_parent_view_id: 'space',
      prev_view_id: 'b',
    });
    expect(moveForDrop(tree(), 'a', 'c', 'before')).toEqual({
      new_parent_view_id: 'space',
      prev_view_id: 'b',
    });
  });

  it('a drop that changes nothing or is impossible asks for no move', () => {
    expect(moveForDrop(tree(), 'b', 'a', 'after')).toBeNull(); // already there
    expect(moveForDrop(tree(), 'a', 'a', 'inside')).toBeNull();
    expect(moveForDrop(tree(), 'a', 'a1', 'inside')).toBeNull(); // into its own subtree
    expect(moveForDrop(tree(), 'a', 'space', 'before')).toBeNull(); // beside a space
    expect(moveForDrop(tree(), 'a', 'space', 'inside')).toEqual({
      new_parent_view_id: 'space',
      prev_view_id: 'c',
    });
  });
});
