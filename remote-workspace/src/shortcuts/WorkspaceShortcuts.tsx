import { bindShortcut } from '@quire/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFinder } from '../finder/PageFinder';
import { ShortcutList } from './ShortcutList';

type Open = 'none' | 'finder' | 'shortcuts';

/** The workspace's own shortcuts while a workspace is open: mod+P finds a page, mod+/ lists the shortcuts. */
export function WorkspaceShortcuts({ workspaceId }: { workspaceId: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>('none');
  useEffect(() => {
    const unbindSearch = bindShortcut('search', () => {
      setOpen('finder');
    });
    const unbindList = bindShortcut('shortcutList', () => {
      setOpen((current) => (current === 'shortcuts' ? 'none' : 'shortcuts'));
    });
    return () => {
      unbindSearch();
      unbindList();
    };
  }, []);
  const close = () => {
    setOpen('none');
  };
  switch (open) {
    case 'none':
      return null;
    case 'finder':
      return (
        <PageFinder
          workspaceId={workspaceId}
          onClose={close}
          onOpen={(viewId) => {
            void navigate(`/app/${workspaceId}/${viewId}`);
          }}
        />
      );
    case 'shortcuts':
      return <ShortcutList onClose={close} />;
  }
}
