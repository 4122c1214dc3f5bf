import { useCurrentUser } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWorkspaceRole } from '../data';
import type { PublishInfo } from '../data/publish';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useReportFailure } from '../ui/useReportFailure';
import { HeaderButton } from './HeaderButton';
import { Popover } from './Popover';
import { PublishPanel } from './PublishPanel';
import { usePublish } from './usePublish';

const Anchor = styled.div`
  position: relative;
`;

const Body = styled.div`
  width: min(380px, calc(100vw - 40px));
`;

interface Props {
  workspaceId: string;
  viewId: string;
  /** The server lets this user publish (writers, not guests); otherwise the panel only shows the address. */
  canPublish: boolean;
}

/** The page header's Publish button and its panel (spec 001 §4 "Publish"). */
export function PublishMenu({ workspaceId, viewId, canPublish }: Props) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const publishing = usePublish(workspaceId, viewId, open);
  const role = useWorkspaceRole(workspaceId);
  const email = (useCurrentUser().user?.email ?? '').toLowerCase();
  // The server lets the Owner or the publisher change or unpublish a publication; a role not yet known is
  // given the benefit of the doubt (the server decides every request).
  const canManage = (info: PublishInfo) =>
    canPublish && (role !== 'Member' || info.publisher_email.toLowerCase() === email);
  const label = t('workspace.publish.open', 'Publish');

  return (
    <Anchor>
      <HeaderButton
        type="button"
        data-testid="open-publish"
        aria-expanded={open}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {label}
      </HeaderButton>
      {open && (
        <Popover
          testId="publish-panel"
          label={label}
          placement={{ top: '100%', right: '0' }}
          onClose={() => {
            setOpen(false);
          }}
        >
          <Body>
            <PublishPanel
              publishing={publishing}
              canPublish={canPublish}
              canManage={canManage}
              onUnpublish={() => {
                setOpen(false);
                setConfirming(true);
              }}
            />
          </Body>
        </Popover>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('workspace.publish.confirm.title', 'Unpublish this page?')}
          message={t(
            'workspace.publish.confirm.message',
            'Its address stops working for everyone, along with the sub-pages published with it.',
          )}
          confirmLabel={t('workspace.publish.unpublish', 'Unpublish')}
          onConfirm={() => {
            setConfirming(false);
            publishing
              .unpublish()
              .then(() => {
                setOpen(true);
              })
              .catch(report(t('workspace.publish.failure.unpublish', 'The page was not unpublished.')));
          }}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </Anchor>
  );
}
