// Entry `@quire/shared/contract`: the wire types of the main API and their zod schemas, ONE definition used by
// the server (presenters are typed from these, its contract test parses every answer with them), the front
// ends (types) and the generated OpenAPI document. Loaded by the Node server: no React, DOM or Node imports.
export {
  errorEnvelopeSchema,
  emptyEnvelopeSchema,
  dataEnvelopeSchema,
  type ErrorEnvelope,
} from './envelope.js';
export { runtimeConfigSchema, type RuntimeConfig } from './config.js';
export { healthSchema, type Health } from './health.js';
export {
  coverTypes,
  coverSchema,
  pageSizes,
  pageExtraSchema,
  SpacePermission,
  spacePermissionSchema,
  spaceIconCount,
  defaultSpaceIcon,
  defaultSpaceIconColor,
  spaceIconSchema,
  spaceIconColorSchema,
  spaceSettingsSchema,
  viewExtraSchema,
  iconValueSchema,
  ViewIconType,
  viewIconSchema,
  type Cover,
  type PageSize,
  type PageExtra,
  type SpaceSettings,
  type ViewExtra,
  type IconValue,
  type ViewIcon,
} from './viewExtra.js';
export {
  viewLayoutSchema,
  timestampSchema,
  folderViewSchema,
  trashViewSchema,
  favoriteViewSchema,
  recentViewSchema,
  trashListSchema,
  favoriteListSchema,
  recentListSchema,
  webUserSchema,
  pageViewSchema,
  createdViewSchema,
  createdPageSchema,
  maxRecentPagesPerCall,
  type CreatedPage,
  type FolderView,
  type TrashView,
  type FavoriteView,
  type RecentView,
  type WebUser,
  type PageView,
  type CreatedView,
} from './view.js';
export {
  collabStateSchema,
  webUpdateAnswerSchema,
  type CollabState,
  type WebUpdateAnswer,
} from './collab.js';
export { ViewLayout, viewLayouts, isViewLayout } from '../collab/layouts.js';
export {
  roleSchema,
  workspaceSchema,
  workspaceMemberSchema,
  invitationStatusSchema,
  invitationSchema,
  sentInvitationSchema,
  type SentInvitation,
  inviteCodeLength,
  inviteCodeSchema,
  inviteCodeAnswerSchema,
  inviteCodeInfoSchema,
  joinedWorkspaceSchema,
  type InviteCodeAnswer,
  type InviteCodeInfo,
  type JoinedWorkspace,
  memberProfileLimits,
  memberProfileUpdateSchema,
  MentionPersonRole,
  mentionablePersonSchema,
  mentionablePersonListSchema,
  type MemberProfileUpdate,
  type MentionablePerson,
  type Role,
  type Workspace,
  type WorkspaceMember,
  type InvitationStatus,
  type Invitation,
} from './workspace.js';
export {
  userMetadataSchema,
  userProfileSchema,
  userWorkspaceInfoSchema,
  verifyAnswerSchema,
  type UserMetadata,
  type UserProfile,
  type UserWorkspaceInfo,
} from './user.js';
export {
  maxCollabUpdateBytes,
  serverInfoSchema,
  authProviderIds,
  authProvidersSchema,
  type ServerInfo,
  type AuthProviderId,
  type AuthProviders,
} from './serverInfo.js';
export {
  freePlanUploadBytes,
  uploadedFileSchema,
  storageUsageSchema,
  type UploadedFile,
  type StorageUsage,
} from './files.js';
export {
  publishNameMaxBytes,
  namespaceLimits,
  reservedNamespaces,
  publishInfoSchema,
  publishViewInfoSchema,
  publishedViewMetaSchema,
  publishedOutlineViewSchema,
  type PublishInfo,
  type PublishViewInfo,
  type PublishedViewMeta,
  type PublishedOutlineView,
} from './publish.js';
export { apiRoutes, type ApiRoute, type HttpMethod } from './routes.js';
export { openApiDocument } from './openapi.js';
export { nameLimits } from './names.js';
export {
  clientControlSchema,
  workspaceEventSchema,
  serverControlSchema,
  parseControl,
  type ClientControl,
  type WorkspaceEvent,
  type ServerControl,
  type ErrorControl,
} from './realtime.js';
