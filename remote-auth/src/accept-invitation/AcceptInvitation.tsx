import {
  BuildLabel,
  Button,
  selectUserId,
  signOut,
  uiActions,
  useAppDispatch,
  useAppSelector,
  useCurrentUser,
  type AppError,
  type ErrorName,
} from '@quire/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BUILD_INFO } from '../build/buildInfo';
import { acceptInvitation, type WorkspaceInvitation } from './api';
import { asAppError, useInvitation } from './useInvitation';
import { MessageActions, MessageScreen } from '../ui/MessageScreen';
import { Problem } from '../ui/Problem';

/**
 * An invitation belongs to the address it was sent to: accepting it with another account is refused with
 * NotInviteeOfWorkspaceInvitation (1041), and reading it with NotEnoughPermissions (1012), as our server
 * answers a reader who is not the invitee.
 */
const WRONG_ACCOUNT: readonly ErrorName[] = ['NotInviteeOfWorkspaceInvitation', 'NotEnoughPermissions'];

function isWrongAccount(error: AppError): boolean {
  return WRONG_ACCOUNT.includes(error.errorName);
}

/** `/accept-invitation?invited_id=…` (RT-06): the link of an invitation mail. */
export function AcceptInvitation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteId = params.get('invited_id');
  const { signedIn, user } = useCurrentUser();
  const email = user?.email ?? null;
  const userId = useAppSelector(selectUserId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const load = useInvitation(inviteId, signedIn, userId);
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<AppError | null>(null);

  const openLogin = () => {
    // Back here after signing in, so the invitation can be accepted with the right account.
    dispatch(uiActions.openLoginDialog({ redirectTo: window.location.href }));
  };
  const switchAccount = () => {
    setAcceptError(null);
    void signOut().finally(openLogin);
  };
  const home = (
    <Button
      onClick={() => {
        void navigate('/');
      }}
    >
      {t('auth.backHome', 'Back to home')}
    </Button>
  );

  const wrongAccount = (
    <div data-testid="accept-invitation-wrong-account">
      <Problem role="alert">
        {email !== null
          ? t(
              'auth.invitation.wrongAccountAs',
              'This invitation was sent to a different e-mail address. You are signed in as {{email}}.',
              { email },
            )
          : t('auth.invitation.wrongAccount', 'This invitation was sent to a different e-mail address.')}
      </Problem>
      <MessageActions>
        <Button variant="primary" onClick={switchAccount}>
          {t('auth.invitation.otherAccount', 'Sign in with another account')}
        </Button>
        {home}
      </MessageActions>
    </div>
  );

  const failure = (error: AppError) =>
    isWrongAccount(error) ? (
      wrongAccount
    ) : (
      <>
        <Problem role="alert">
          {t('auth.invitation.failed', 'The invitation could not be opened: {{message}}', {
            message: error.message,
          })}
        </Problem>
        <MessageActions>{home}</MessageActions>
      </>
    );

  const accept = (invitation: WorkspaceInvitation) => {
    setAccepting(true);
    setAcceptError(null);
    acceptInvitation(invitation.invite_id)
      .then(() => navigate(`/app/${encodeURIComponent(invitation.workspace_id)}`))
      .catch((error: unknown) => {
        setAcceptError(asAppError(error));
      })
      .finally(() => {
        setAccepting(false);
      });
  };

  const invitationBody = (invitation: WorkspaceInvitation): ReactNode => {
    const workspace = invitation.workspace_name;
    const openWorkspace = (
      <Button
        variant="primary"
        onClick={() => {
          void navigate(`/app/${encodeURIComponent(invitation.workspace_id)}`);
        }}
      >
        {t('auth.invitation.open', 'Open the workspace')}
      </Button>
    );
    switch (invitation.status) {
      case 'Accepted':
        return (
          <>
            <p>
              {t('auth.invitation.alreadyAccepted', 'You have already joined {{workspace}}.', { workspace })}
            </p>
            <MessageActions>{openWorkspace}</MessageActions>
          </>
        );
      case 'Rejected':
        return (
          <>
            <p>
              {t('auth.invitation.rejected', 'This invitation to {{workspace}} was declined.', { workspace })}
            </p>
            <MessageActions>{home}</MessageActions>
          </>
        );
      case 'Pending': {
        const inviter = invitation.inviter_name !== '' ? invitation.inviter_name : invitation.inviter_email;
        return (
          <>
            <p data-testid="accept-invitation-details">
              {inviter !== ''
                ? t('auth.invitation.invitedBy', '{{inviter}} invited you to join {{workspace}}.', {
                    inviter,
                    workspace,
                  })
                : t('auth.invitation.invited', 'You are invited to join {{workspace}}.', { workspace })}
            </p>
            {acceptError !== null ? (
              failure(acceptError)
            ) : (
              <MessageActions>
                <Button
                  variant="primary"
                  data-testid="accept-invitation-accept"
                  loading={accepting}
                  onClick={() => {
                    accept(invitation);
                  }}
                >
                  {t('auth.invitation.accept', 'Accept and join')}
                </Button>
              </MessageActions>
            )}
          </>
        );
      }
    }
  };

  const body = (): ReactNode => {
    if (inviteId === null || inviteId === '') {
      return (
        <>
          <Problem role="alert">
            {t(
              'auth.invitation.incomplete',
              'This invitation link is incomplete. Open the link from the e-mail again.',
            )}
          </Problem>
          <MessageActions>{home}</MessageActions>
        </>
      );
    }
    if (!signedIn) {
      return (
        <div data-testid="accept-invitation-signed-out">
          <p>{t('auth.invitation.signIn', 'Sign in with the e-mail address the invitation was sent to.')}</p>
          <MessageActions>
            <Button variant="primary" onClick={openLogin}>
              {t('auth.invitation.signInButton', 'Sign in')}
            </Button>
          </MessageActions>
        </div>
      );
    }
    switch (load.status) {
      case 'idle':
      case 'loading':
        return <p>{t('auth.invitation.loading', 'Loading the invitation…')}</p>;
      case 'failed':
        return failure(load.error);
      case 'loaded':
        return invitationBody(load.invitation);
    }
  };

  return (
    <MessageScreen data-testid="accept-invitation-page">
      <h1>{t('auth.invitation.title', 'Accept an invitation')}</h1>
      {body()}
      <BuildLabel {...BUILD_INFO} />
    </MessageScreen>
  );
}
