// The floor the database bench compares Quire's grid with: a bare virtualised table (React 19 and
// @tanstack/react-virtual, rows virtualised, all 12 columns drawn, the first one sticky) over the same rows, read
// from `rows.json`. It has only what the probes drive: a sort on Name, a "contains" filter on Name, and a cell
// editor that typing opens (Enter saves). Its markup uses the grid roles Quire's grid uses, so the same probes
// read both.
import { memo, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';

const ROW_HEIGHT = 36;

const Row = memo(function Row({ row, index, top, selectedColumn, editing, onSelect, onSave }) {
  return (
    <div
      role="row"
      data-index={index}
      aria-rowindex={index + 2}
      className="row"
      style={{ transform: `translateY(${top}px)` }}
    >
      {row.cells.map((value, column) => (
        <div
          key={column}
          role="gridcell"
          className="cell"
          aria-selected={selectedColumn === column}
          onMouseDown={() => onSelect(index, column)}
        >
          {editing !== null && selectedColumn === column ? (
            <CellEditor initial={editing} onSave={(text) => onSave(row.id, column, text)} />
          ) : (
            value
          )}
        </div>
      ))}
    </div>
  );
});

function CellEditor({ initial, onSave }) {
  const [text, setText] = useState(initial);
  return (
    <input
      autoFocus
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSave(text);
      }}
    />
  );
}

function Table({ initialRows, columns }) {
  const [rows, setRows] = useState(initialRows);
  const [sorted, setSorted] = useState(false);
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState(null);
  const [editing, setEditing] = useState(null);
  const scroller = useRef(null);
  const shown = useMemo(() => {
    const needle = filter.toLowerCase();
    const kept = needle === '' ? rows : rows.filter((row) => row.cells[0].toLowerCase().includes(needle));
    return sorted ? [...kept].sort((a, b) => a.cells[0].localeCompare(b.cells[0])) : kept;
  }, [rows, sorted, filter]);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });
  const onSelect = useMemo(
    () => (index, column) => {
      setSelected({ index, column });
      setEditing(null);
    },
    [],
  );
  const onSave = useMemo(
    () => (id, column, text) => {
      setRows((all) =>
        all.map((row) => (row.id === id ? { ...row, cells: row.cells.with(column, text) } : row)),
      );
      setEditing(null);
    },
    [],
  );
  return (
    <>
      <div className="bar">
        <button onClick={() => setSorted(true)}>Sort ascending</button>
        {sorted ? <button onClick={() => setSorted(false)}>Remove the sort by Name</button> : null}
        <input
          aria-label="Filter value for Name"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div
        className="scroller"
        ref={scroller}
        tabIndex={0}
        onKeyDown={(event) => {
          if (selected === null || editing !== null || event.key.length !== 1) return;
          event.preventDefault();
          setEditing(event.key);
        }}
      >
        <div role="grid" aria-rowcount={shown.length + 1} style={{ width: 200 + 150 * (columns.length - 1) }}>
          <div role="row" className="head">
            {columns.map((name) => (
              <div key={name} role="columnheader" className="cell">
                {name}
              </div>
            ))}
          </div>
          <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = shown[item.index];
              const here = selected !== null && selected.index === item.index;
              return (
                <Row
                  key={row.id}
                  row={row}
                  index={item.index}
                  top={item.start}
                  selectedColumn={here ? selected.column : null}
                  editing={here ? editing : null}
                  onSelect={onSelect}
                  onSave={onSave}
                />
              );
            })}
          </div>
        </div>
      </div>
    </>
  );
}

const { columns, rows } = await (await fetch('rows.json')).json();
createRoot(document.getElementById('root')).render(
  <Table columns={columns} initialRows={rows.map((cells, id) => ({ id, cells }))} />,
);
