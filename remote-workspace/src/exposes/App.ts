export { WorkspaceApp as default } from '../app-frame/WorkspaceApp';
