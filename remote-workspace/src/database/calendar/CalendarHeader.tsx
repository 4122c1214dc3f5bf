import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderBar, MonthTitle, ToolButton } from './calendarStyles';

interface Props {
  title: string;
  onGo: (to: -1 | 1 | 'today') => void;
  children?: ReactNode;
}

/** The month's name, previous and next month, back to today, and the settings beside. */
export function CalendarHeader({ title, onGo, children }: Props) {
  const { t } = useTranslation();
  return (
    <HeaderBar>
      <MonthTitle aria-live="polite" data-testid="calendar-month">
        {title}
      </MonthTitle>
      <ToolButton
        type="button"
        aria-label={t('workspace.database.calendar.previous', 'Previous month')}
        onClick={() => {
          onGo(-1);
        }}
      >
        ‹
      </ToolButton>
      <ToolButton
        type="button"
        onClick={() => {
          onGo('today');
        }}
      >
        {t('workspace.database.calendar.today', 'Today')}
      </ToolButton>
      <ToolButton
        type="button"
        aria-label={t('workspace.database.calendar.next', 'Next month')}
        onClick={() => {
          onGo(1);
        }}
      >
        ›
      </ToolButton>
      {children}
    </HeaderBar>
  );
}
