// A source map (v3, no index maps) read into a lookup from a generated position to its original source, line
// and name: enough for the profiler to say which package and function a minified frame is.
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const bits = digit.get(char);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** `lookup(line, column)` (both 0-based) → `{ source, line, name }` (line 1-based) or undefined. */
export function readSourceMap(map) {
  const lines = [];
  let source = 0;
  let sourceLine = 0;
  let name = 0;
  for (const text of map.mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const part of text.split(',')) {
      if (part === '') continue;
      const values = decodeSegment(part);
      column += values[0];
      if (values.length < 4) continue;
      source += values[1];
      sourceLine += values[2];
      if (values.length > 4) name += values[4];
      segments.push([column, source, sourceLine, values.length > 4 ? name : -1]);
    }
    lines.push(segments);
  }
  return (line, column) => {
    const segments = lines[line];
    if (segments === undefined || segments.length === 0) return undefined;
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments[middle][0] <= column) low = middle;
      else high = middle - 1;
    }
    const [, sourceIndex, originalLine, nameIndex] = segments[low];
    return {
      source: map.sources[sourceIndex],
      line: originalLine + 1,
      name: nameIndex >= 0 ? map.names[nameIndex] : undefined,
    };
  };
}
