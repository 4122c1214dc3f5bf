export { WorkspaceSettings, type WorkspaceSettingsProps } from './WorkspaceSettings';
