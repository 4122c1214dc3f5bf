/**
 * Open dialogs, innermost last: Escape belongs to the innermost one only, so closing a confirmation opened
 * from a dialog does not close both.
 */
const stack: symbol[] = [];

export function pushDialog(): symbol {
  const id = Symbol('dialog');
  stack.push(id);
  return id;
}

export function removeDialog(id: symbol): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopDialog(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
