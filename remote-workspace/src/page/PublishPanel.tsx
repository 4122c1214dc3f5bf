import { Button, Input, notify } from '@quire/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { publishedUrl, type PublishInfo, type PublishSettings } from '../data/publish';
import { useReportFailure } from '../ui/useReportFailure';
import { PublishNameField } from './PublishNameField';
import { PublishProtection } from './PublishProtection';
import { SubPageInclusion } from './SubPageInclusion';
import type { Publishing } from './usePublish';

const Note = styled.p`
  margin: 0 0 10px;
  font-size: 13px;
  color: var(--quire-text-secondary);
`;

const UrlRow = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;

  input {
    flex: 1;
    min-width: 0;
  }
`;

const Toggles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;

  label {
    display: flex;
    gap: 8px;
    align-items: center;
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 12px;
`;

type Toggle = 'comments_enabled' | 'duplicate_enabled' | 'update_live' | 'with_sub_pages' | 'indexing';
const TOGGLES: readonly Toggle[] = [
  'comments_enabled',
  'duplicate_enabled',
  'update_live',
  'with_sub_pages',
  'indexing',
];

interface Props {
  publishing: Publishing;
  /** The server lets this user publish (not a guest): otherwise nothing can be changed here. */
  canPublish: boolean;
  /** Whether this user may change or unpublish this publication (the Owner or its publisher). */
  canManage: (info: PublishInfo) => boolean;
  /** Asks to confirm, then unpublishes (the menu owns the confirmation: a dialog outside the popover). */
  onUnpublish: () => void;
}

/** What the Publish menu shows: publish, or the URL with Copy, the name, the settings and Unpublish. */
export function PublishPanel({ publishing, canPublish, canManage, onUnpublish }: Props) {
  const { t } = useTranslation();
  const report = useReportFailure();
  const [busy, setBusy] = useState(false);
  const { state } = publishing;

  const run = (what: string, action: () => Promise<void>) => {
    setBusy(true);
    action()
      .catch(report(what))
      .finally(() => {
        setBusy(false);
      });
  };
  const toggleLabel = (toggle: Toggle) => {
    switch (toggle) {
      case 'comments_enabled':
        return t('workspace.publish.comments', 'Allow comments');
      case 'duplicate_enabled':
        return t('workspace.publish.duplicate', 'Allow duplicating');
      case 'update_live':
        return t('workspace.publish.updateLive', 'Update live (edits appear within seconds)');
      case 'with_sub_pages':
        return t('workspace.publish.withSubPages', 'Publish sub-pages too');
      case 'indexing':
        return t('workspace.publish.indexing', 'Let search engines index it');
    }
  };
  const settingsFailed = t('workspace.publish.failure.settings', 'The publish settings were not changed.');
  const change = (settings: PublishSettings) => {
    run(settingsFailed, () => publishing.update(settings));
  };

  if (state.status === 'loading') return <Note>{t('workspace.publish.loading', 'Loading…')}</Note>;
  if (state.status === 'failed') {
    return (
      <>
        <Note role="alert">
          {t('workspace.publish.loadFailed', 'The publish settings could not be read.')}
        </Note>
        <Button size="small" onClick={() => void publishing.reload()}>
          {t('workspace.publish.retry', 'Try again')}
        </Button>
      </>
    );
  }
  const info: PublishInfo | null = state.info;
  const withParentFailed = t(
    'workspace.publish.failure.withParent',
    'The page was not changed in its parent page’s publication.',
  );
  const include = (included: boolean) => {
    run(withParentFailed, () => publishing.exclude(!included));
  };
  if (info === null) {
    return (
      <>
        {state.exclusion.excluded ? (
          <>
            <Note data-testid="publish-left-out">
              {t(
                'workspace.publish.leftOut',
                'Its parent page is published with its sub-pages, but this page is left out.',
              )}
            </Note>
            {canPublish && <SubPageInclusion included={false} disabled={busy} onChange={include} />}
          </>
        ) : (
          <Note>
            {t('workspace.publish.notPublished', 'Publish this page to let anyone with the link read it.')}
          </Note>
        )}
        {canPublish && (
          <Button
            variant="primary"
            size="small"
            data-testid="publish-button"
            disabled={busy}
            onClick={() => {
              run(t('workspace.publish.failure.publish', 'The page was not published.'), publishing.publish);
            }}
          >
            {t('workspace.publish.publish', 'Publish')}
          </Button>
        )}
      </>
    );
  }
  const url = publishedUrl(info);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => {
        notify.success(t('workspace.publish.copied', 'Link copied'));
      },
      report(t('workspace.publish.failure.copy', 'The link could not be copied.')),
    );
  };
  const managed = canManage(info);
  const locked = !managed || busy;
  return (
    <>
      <Note>{t('workspace.publish.published', 'Anyone with the link can read this page.')}</Note>
      {canPublish && !managed && (
        <Note>
          {t(
            'workspace.publish.ownerOnly',
            'Only the workspace owner or the person who published it can change these settings.',
          )}
        </Note>
      )}
      <UrlRow>
        <Input
          readOnly
          value={url}
          data-testid="publish-url"
          aria-label={t('workspace.publish.url', 'Address of the published page')}
        />
        <Button size="small" data-testid="publish-copy" onClick={copy}>
          {t('workspace.publish.copy', 'Copy')}
        </Button>
      </UrlRow>
      <Note data-testid="publish-namespace-hint">
        {t(
          'workspace.publish.namespaceHint',
          'The address starts with the workspace’s namespace, “{{namespace}}”: the owner changes it in Settings › Sites.',
          { namespace: info.namespace },
        )}
      </Note>
      {canPublish && (
        <>
          <PublishNameField
            key={info.publish_name}
            name={info.publish_name}
            disabled={locked}
            onSave={(name) => publishing.update({ publish_name: name })}
            onFailure={report(settingsFailed)}
          />
          {state.exclusion.published_with !== null && (
            <SubPageInclusion included disabled={locked} onChange={include} />
          )}
          <Toggles>
            {TOGGLES.map((toggle) => (
              <label key={toggle}>
                <input
                  type="checkbox"
                  data-testid={`publish-toggle-${toggle}`}
                  checked={info[toggle]}
                  disabled={locked}
                  onChange={(event) => {
                    change({ [toggle]: event.target.checked });
                  }}
                />
                {toggleLabel(toggle)}
              </label>
            ))}
          </Toggles>
          <PublishProtection info={info} disabled={locked} onChange={change} />
          <Actions>
            <Button
              size="small"
              variant="danger"
              data-testid="unpublish-button"
              disabled={locked}
              onClick={onUnpublish}
            >
              {t('workspace.publish.unpublish', 'Unpublish')}
            </Button>
          </Actions>
        </>
      )}
    </>
  );
}
