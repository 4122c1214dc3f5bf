// Hand-written types of the federated modules (type generation is off: `dts: false`, see
// docs/ARCHITECTURE.md). Every expose is a prop-less React component; names are `<container>/<expose>`.
declare module 'quire_auth/LoginPage' {
  const LoginPage: import('react').ComponentType;
  export default LoginPage;
}
declare module 'quire_auth/LoginDialog' {
  const LoginDialog: import('react').ComponentType;
  export default LoginDialog;
}
declare module 'quire_auth/AuthCallback' {
  const AuthCallback: import('react').ComponentType;
  export default AuthCallback;
}
declare module 'quire_auth/AcceptInvitation' {
  const AcceptInvitation: import('react').ComponentType;
  export default AcceptInvitation;
}
declare module 'quire_auth/NoAccess' {
  const NoAccess: import('react').ComponentType;
  export default NoAccess;
}
declare module 'quire_publish/PublishView' {
  const PublishView: import('react').ComponentType;
  export default PublishView;
}
declare module 'quire_workspace/App' {
  const App: import('react').ComponentType;
  export default App;
}
