import { notify } from '@quire/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDismiss } from '../ui/useDismiss';
import { collapseCrumbs } from './collapseCrumbs';

/** One ancestor of the open page (spec 000 §3 Crumb), the open page last. */
export interface Crumb {
  viewId: string;
  name: string;
  /** An emoji or short text shown before the name; null for none. */
  icon: string | null;
}

export interface BreadcrumbProps {
  crumbs: readonly Crumb[];
  mobile: boolean;
  /** Opens a crumb's page; a rejection is shown as an error toast (NAV-05). */
  onNavigate: (viewId: string) => Promise<void> | void;
}

/** Spec 000 §9: crumb max width 160 px; the open page's own title (the last crumb) 250 px. */
export const CRUMB_MAX_WIDTH = 160;
export const TITLE_CRUMB_MAX_WIDTH = 250;

const Trail = styled.nav`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  gap: 2px;
  font-size: 14px;
`;

const CrumbButton = styled.button`
  max-width: ${CRUMB_MAX_WIDTH}px;
  overflow: hidden;
  padding: 2px 6px;
  border: none;
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &[aria-current='page'] {
    max-width: ${TITLE_CRUMB_MAX_WIDTH}px;
    font-weight: 600;
    cursor: default;
  }

  &:hover:not([aria-current='page']) {
    background: var(--quire-hover);
  }
`;

const Separator = styled.span`
  color: var(--quire-text-secondary);
`;

const HiddenCrumbs = styled.span`
  position: relative;
  display: inline-flex;
`;

const Menu = styled.ul`
  position: absolute;
  left: 0;
  top: 100%;
  z-index: 10;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  border: 1px solid var(--quire-border);
  border-radius: 8px;
  background: var(--quire-surface-raised);
  color: var(--quire-text);
  box-shadow: var(--quire-shadow-popover);
`;

/** The ancestors of the open page, collapsed per spec 000 §2. */
export function Breadcrumb({ crumbs, mobile, onNavigate }: BreadcrumbProps) {
  const { t } = useTranslation();
  const [overflowOpen, setOverflowOpen] = useState(false);
  const { head, hidden, tail } = collapseCrumbs(crumbs, mobile);
  const last = crumbs.at(-1);

  const go = (viewId: string) => {
    setOverflowOpen(false);
    if (viewId === last?.viewId) return;
    // A synchronous throw and a rejection are the same failure to the user.
    Promise.resolve()
      .then(() => onNavigate(viewId))
      .catch((error: unknown) => {
        notify.error(error instanceof Error ? error.message : String(error));
      });
  };

  const crumbName = (crumb: Crumb) => (
    <span dir="auto">
      {crumb.icon !== null && `${crumb.icon} `}
      {crumb.name === '' ? t('workspace.page.untitled', 'Untitled') : crumb.name}
    </span>
  );

  const crumbButton = (crumb: Crumb) => (
    <CrumbButton
      type="button"
      data-testid="breadcrumb-item"
      title={crumb.name}
      aria-current={crumb.viewId === last?.viewId ? 'page' : undefined}
      onClick={() => {
        go(crumb.viewId);
      }}
    >
      {crumbName(crumb)}
    </CrumbButton>
  );

  const withSeparators = (items: Crumb[]) =>
    items.map((crumb, index) => (
      <span key={crumb.viewId} style={{ display: 'contents' }}>
        {index > 0 && <Separator aria-hidden="true">/</Separator>}
        {crumbButton(crumb)}
      </span>
    ));

  return (
    <Trail data-testid="breadcrumb" aria-label={t('workspace.breadcrumb.label', 'Breadcrumb')}>
      {withSeparators(head)}
      {hidden.length > 0 && (
        <>
          <Separator aria-hidden="true">/</Separator>
          <HiddenCrumbsMenu
            crumbs={hidden}
            open={overflowOpen}
            onToggle={setOverflowOpen}
            renderName={crumbName}
            onChoose={go}
          />
        </>
      )}
      {tail.length > 0 && <Separator aria-hidden="true">/</Separator>}
      {withSeparators(tail)}
    </Trail>
  );
}

interface HiddenCrumbsMenuProps {
  crumbs: Crumb[];
  open: boolean;
  onToggle: (open: boolean) => void;
  renderName: (crumb: Crumb) => ReactNode;
  onChoose: (viewId: string) => void;
}

/** The "…" crumb and the pages it hides: Escape and a press outside close the list. */
function HiddenCrumbsMenu({ crumbs, open, onToggle, renderName, onChoose }: HiddenCrumbsMenuProps) {
  const { t } = useTranslation();
  return (
    <HiddenCrumbs>
      <CrumbButton
        type="button"
        data-testid="breadcrumb-overflow"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('workspace.breadcrumb.more', 'Show hidden pages')}
        onClick={() => {
          onToggle(!open);
        }}
      >
        …
      </CrumbButton>
      {open && (
        <HiddenCrumbsList
          crumbs={crumbs}
          renderName={renderName}
          onChoose={onChoose}
          onClose={() => {
            onToggle(false);
          }}
        />
      )}
    </HiddenCrumbs>
  );
}

function HiddenCrumbsList({
  crumbs,
  renderName,
  onChoose,
  onClose,
}: Pick<HiddenCrumbsMenuProps, 'crumbs' | 'renderName' | 'onChoose'> & { onClose: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  useDismiss(list, onClose);
  return (
    <Menu ref={list} role="menu" data-testid="breadcrumb-hidden">
      {crumbs.map((crumb) => (
        <li key={crumb.viewId} role="none">
          <CrumbButton
            type="button"
            role="menuitem"
            onClick={() => {
              onChoose(crumb.viewId);
            }}
          >
            {renderName(crumb)}
          </CrumbButton>
        </li>
      ))}
    </Menu>
  );
}
