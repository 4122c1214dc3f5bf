import { FieldType, type DatabaseField } from '@quire/shared/collab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionChip } from '../cells/CellDisplay';
import { optionBackground } from '../cells/optionColor';
import { OptionPanel } from '../cells/OptionPanel';
import type { DatabaseStore } from '../data/databaseStore';
import { MenuItem } from '../ui/Menu';

/** A select field's options in its header menu, each opening its settings (rename, colour, move, delete). */
export function OptionList({ store, field }: { store: DatabaseStore; field: DatabaseField }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (field.type !== FieldType.SingleSelect && field.type !== FieldType.MultiSelect) return null;
  if (field.options.length === 0) return null;
  const option = field.options.find((entry) => entry.id === open);
  return (
    <div role="group" aria-label={t('workspace.database.option.list', 'Options')}>
      {field.options.map((entry) => (
        <MenuItem
          key={entry.id}
          aria-expanded={entry.id === open}
          aria-label={t('workspace.database.option.edit', 'Edit option {{name}}', { name: entry.name })}
          onClick={() => {
            setOpen((current) => (current === entry.id ? null : entry.id));
          }}
        >
          <OptionChip style={{ background: optionBackground(entry.color) }}>{entry.name}</OptionChip>
        </MenuItem>
      ))}
      {option === undefined ? null : (
        <OptionPanel
          key={option.id}
          store={store}
          field={field}
          option={option}
          onDone={() => {
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}
