import { Dialog, Select, TextField, nameLimits } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NewSpace } from '../../data';
import { SPACE_COLORS, SpaceColors } from './SpaceColors';

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  font-size: 13px;
`;

export interface NewSpaceDialogProps {
  onSubmit: (space: NewSpace) => void;
  onClose: () => void;
}

/** Name, visibility (public to the workspace or private to its creator) and colour of a new space. */
export function NewSpaceDialog({ onSubmit, onClose }: NewSpaceDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState<0 | 1>(0);
  const [color, setColor] = useState<string>(SPACE_COLORS[0]);
  const submit = () => {
    if (name.trim() === '') {
      setError(t('common.nameRequired', 'Enter a name.'));
      return;
    }
    // An empty icon is the spec's "icon 1" (the server applies the empty-value rule).
    onSubmit({ name: name.trim(), space_permission: permission, space_icon: '', space_icon_color: color });
  };
  return (
    <Dialog
      open
      title={t('workspace.sidebar.newSpaceTitle', 'Create a space')}
      onClose={onClose}
      onConfirm={submit}
      confirmLabel={t('workspace.sidebar.create', 'Create')}
    >
      <TextField
        autoFocus
        data-testid="space-name-input"
        label={t('workspace.sidebar.spaceName', 'Name')}
        value={name}
        maxLength={nameLimits.view}
        error={error}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
      <Field>
        {t('workspace.sidebar.spacePermission', 'Who can see it')}
        <Select
          data-testid="space-permission"
          value={permission}
          onChange={(event) => {
            setPermission(event.target.value === '1' ? 1 : 0);
          }}
        >
          <option value={0}>{t('workspace.sidebar.spacePublic', 'Everyone in the workspace')}</option>
          <option value={1}>{t('workspace.sidebar.spacePrivate', 'Only me (private)')}</option>
        </Select>
      </Field>
      <SpaceColors value={color} onChange={setColor} />
    </Dialog>
  );
}
