import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  gap: 4px;
  margin-bottom: 8px;
`;

const Tab = styled.button.attrs({ type: 'button', role: 'tab' })`
  padding: 4px 8px;
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--quire-text-secondary);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &[aria-selected='true'] {
    border-bottom-color: var(--quire-primary);
    color: var(--quire-text);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
  }
`;

interface Props<Id extends string> {
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/** The tabs of a small menu (the icon picker's, the cover menu's): one row, the chosen one underlined. */
export function TabBar<Id extends string>({ tabs, selected, onSelect }: Props<Id>) {
  return (
    <Bar role="tablist">
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          aria-selected={tab.id === selected}
          onClick={() => {
            onSelect(tab.id);
          }}
        >
          {tab.label}
        </Tab>
      ))}
    </Bar>
  );
}
