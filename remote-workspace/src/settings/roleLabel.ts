import type { TFunction } from 'i18next';
import type { AFRole } from '../data/types';

/** The translated name of a workspace role. */
export function roleLabel(role: AFRole, t: TFunction): string {
  switch (role) {
    case 'Owner':
      return t('workspace.settings.role.owner', 'Owner');
    case 'Member':
      return t('workspace.settings.role.member', 'Member');
    case 'Guest':
      return t('workspace.settings.role.guest', 'Guest');
  }
}
