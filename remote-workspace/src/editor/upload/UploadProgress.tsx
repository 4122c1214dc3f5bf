import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { percentOf, useUploads, type Uploads } from './uploads';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 0.85em;
  color: var(--quire-text-secondary);
`;

const Bar = styled.progress`
  width: 160px;
  height: 6px;
  margin-inline-start: 8px;
  vertical-align: middle;
`;

/** The files this editor is uploading, each with how much has gone (spec 001 §7: upload progress). */
export function UploadProgress({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation();
  const current = useUploads(uploads);
  if (current.length === 0) return null;
  return (
    <List aria-live="polite" data-testid="upload-progress">
      {current.map((upload) => {
        const percent = percentOf(upload);
        const label = t('workspace.upload.progress', 'Uploading {{name}}: {{percent}}%', {
          name: upload.name,
          percent,
        });
        return (
          <li key={upload.id}>
            {label}
            <Bar max={100} value={percent} aria-label={label} />
          </li>
        );
      })}
    </List>
  );
}
