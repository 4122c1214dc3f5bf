import { exhaustive } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LayoutName, ViewLayout } from '../data';
import { LayoutGlyph } from '../sidebar/icons/LayoutGlyph';

const Card = styled.section`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  margin: 8px 0;
  padding: 20px 24px;
  border: 1px dashed var(--quire-border);
  border-radius: var(--quire-radius-large);
  background: var(--quire-surface);
  color: var(--quire-text);
`;

const Glyph = styled.span`
  flex: none;
  font-size: 32px;
  line-height: 1;
`;

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 16px;
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
  color: var(--quire-text-secondary);
  font-size: 14px;
`;

/** The layouts whose body is not a document. */
export type PlaceholderLayout = Exclude<LayoutName, 'document'>;

interface Props {
  layout: ViewLayout;
  name: PlaceholderLayout;
}

/** The body of a database or AI chat page until its view ships: what the page is, and that its view is coming. */
export function LayoutPlaceholder({ layout, name }: Props) {
  const { t } = useTranslation();
  const [heading, text] = words(t, name);
  return (
    <Card data-testid="page-layout-placeholder" data-layout={name}>
      <Glyph aria-hidden="true">
        <LayoutGlyph layout={layout} size={28} />
      </Glyph>
      <div>
        <Heading>{heading}</Heading>
        <Text>{text}</Text>
      </div>
    </Card>
  );
}

function words(t: ReturnType<typeof useTranslation>['t'], name: PlaceholderLayout): [string, string] {
  switch (name) {
    case 'grid':
      return [
        t('workspace.page.placeholder.grid.title', 'This page is a grid'),
        t(
          'workspace.page.placeholder.grid.body',
          'Grids keep rows and columns like a spreadsheet. The grid view is coming in a later release.',
        ),
      ];
    case 'board':
      return [
        t('workspace.page.placeholder.board.title', 'This page is a board'),
        t(
          'workspace.page.placeholder.board.body',
          'Boards show cards in columns, such as tasks by status. The board view is coming in a later release.',
        ),
      ];
    case 'calendar':
      return [
        t('workspace.page.placeholder.calendar.title', 'This page is a calendar'),
        t(
          'workspace.page.placeholder.calendar.body',
          'Calendars place entries on their dates. The calendar view is coming in a later release.',
        ),
      ];
    case 'chat':
      return [
        t('workspace.page.placeholder.chat.title', 'This page is an AI chat'),
        t(
          'workspace.page.placeholder.chat.body',
          'AI chats answer questions about your pages. The chat view is coming in a later release.',
        ),
      ];
    default:
      return exhaustive(name);
  }
}
