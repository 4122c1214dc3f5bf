import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { layoutLabel } from './layoutNames';

const Card = styled.section`
  margin: 12px 0;
  padding: 20px 24px;
  border: 1px dashed var(--quire-border);
  border-radius: var(--quire-radius-large);
  background: var(--quire-surface);
  color: var(--quire-text-secondary);
`;

/** The body of a view whose layout the workspace does not edit yet (board, calendar, and newer layouts). */
export function ViewPlaceholder({ layout }: { layout: number }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="database-view-placeholder" data-layout={layout}>
      {t(
        'workspace.database.view.placeholder',
        'The {{layout}} view of this database is coming in a later release.',
        {
          layout: layoutLabel(t, layout),
        },
      )}
    </Card>
  );
}
