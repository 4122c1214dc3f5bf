/**
 * The error catalogue shared by the server and every client: AppFlowy Cloud's numeric codes
 * (libs/app-error), so that an AppFlowy client reading our envelopes sees the codes it expects.
 * Callers match errors by name (`errorName`), never by message text.
 */
export const ErrorCode = {
  Ok: 0,
  Unhandled: -1,
  RecordNotFound: -2,
  RecordAlreadyExists: -3,
  RecordDeleted: -4,
  RetryLater: -5,
  InvalidEmail: 1001,
  InvalidPassword: 1002,
  OAuthError: 1003,
  MissingPayload: 1004,
  DBError: 1005,
  OpenError: 1006,
  InvalidUrl: 1007,
  InvalidRequest: 1008,
  InvalidOAuthProvider: 1009,
  NotLoggedIn: 1011,
  NotEnoughPermissions: 1012,
  StorageSpaceNotEnough: 1015,
  PayloadTooLarge: 1016,
  Internal: 1017,
  UuidError: 1018,
  IOError: 1019,
  SqlxError: 1020,
  S3ResponseError: 1021,
  SerdeError: 1022,
  NetworkError: 1023,
  UserUnAuthorized: 1024,
  NoRequiredData: 1025,
  WorkspaceLimitExceeded: 1026,
  WorkspaceMemberLimitExceeded: 1027,
  FileStorageLimitExceeded: 1028,
  OverrideWithIncorrectData: 1029,
  PublishNamespaceNotSet: 1030,
  PublishNamespaceAlreadyTaken: 1031,
  AIServiceUnavailable: 1032,
  AIResponseLimitExceeded: 1033,
  StringLengthLimitReached: 1034,
  SqlxArgEncodingError: 1035,
  InvalidContentType: 1036,
  SingleUploadLimitExceeded: 1037,
  AppleRevokeTokenError: 1038,
  InvalidPublishedOutline: 1039,
  InvalidFolderView: 1040,
  NotInviteeOfWorkspaceInvitation: 1041,
  MissingView: 1042,
  AccessRequestAlreadyExists: 1043,
  CustomNamespaceDisabled: 1044,
  CustomNamespaceDisallowed: 1045,
  TooManyImportTask: 1046,
  CustomNamespaceTooShort: 1047,
  CustomNamespaceTooLong: 1048,
  CustomNamespaceReserved: 1049,
  PublishNameAlreadyExists: 1050,
  PublishNameInvalidCharacter: 1051,
  PublishNameTooLong: 1052,
  CustomNamespaceInvalidCharacter: 1053,
  ServiceTemporaryUnavailable: 1054,
  DecodeUpdateError: 1055,
  ApplyUpdateError: 1056,
  ActionTimeout: 1057,
  AIImageResponseLimitExceeded: 1058,
  MailerError: 1059,
  LicenseError: 1060,
  AIMaxRequired: 1061,
  InvalidPageData: 1062,
  MemberNotFound: 1063,
  InvalidBlock: 1064,
  RequestTimeout: 1065,
  AIResponseError: 1066,
  FeatureNotAvailable: 1067,
  InvalidInvitationCode: 1068,
  InvalidGuest: 1069,
  FreePlanGuestLimitExceeded: 1070,
  PaidPlanGuestLimitExceeded: 1071,
  // Codes the hosted AppFlowy server and newer web clients know; kept so those clients stay compatible.
  AlreadyJoined: 1073,
  TooManyRequests: 1079,
  AccessRequestAlreadyApproved: 1122,
  AccessRequestAlreadyDenied: 1123,
  WorkspaceNotFound: 1130,
} as const;

export type ErrorName = keyof typeof ErrorCode;

const nameByCode: ReadonlyMap<number, ErrorName> = new Map(
  (Object.keys(ErrorCode) as ErrorName[]).map((name) => [ErrorCode[name], name]),
);

/** The catalogue name of a numeric code; unknown codes read as `Internal`, as AppFlowy's client does. */
export function errorNameOf(code: number): ErrorName {
  return nameByCode.get(code) ?? 'Internal';
}

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && Object.hasOwn(ErrorCode, value);
}
