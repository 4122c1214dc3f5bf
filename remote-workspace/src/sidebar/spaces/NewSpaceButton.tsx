import { Button } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageCommands } from '../usePageCommands';
import { NewSpaceDialog } from './NewSpaceDialog';

/** "New space" below the spaces: creates one at the workspace root (members and owners only). */
export function NewSpaceButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const commands = usePageCommands();
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        data-testid="sidebar-new-space"
        style={{ margin: '4px 12px' }}
        onClick={() => {
          setOpen(true);
        }}
      >
        + {t('workspace.sidebar.newSpace', 'New space')}
      </Button>
      {open && (
        <NewSpaceDialog
          onClose={() => {
            setOpen(false);
          }}
          onSubmit={(space) => {
            setOpen(false);
            commands.createSpace(space);
          }}
        />
      )}
    </>
  );
}
