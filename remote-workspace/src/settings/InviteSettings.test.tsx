import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@quire/shared';
import {
  createInviteCode,
  deleteInviteCode,
  getInviteCode,
  inviteMembers,
  listMembers,
  listSentInvitations,
  revokeInvitation,
  type SentInvitation,
} from './api';
import { signOutQuietly } from '../test/session';
import { person, renderSettings, signInAs } from './test/renderSettings';

jest.mock('./api', () => {
  const actual = jest.requireActual<typeof import('./api')>('./api');
  return {
    ...actual,
    listMembers: jest.fn(),
    inviteMembers: jest.fn(),
    listSentInvitations: jest.fn(),
    revokeInvitation: jest.fn(),
    getInviteCode: jest.fn(),
    createInviteCode: jest.fn(),
    deleteInviteCode: jest.fn(),
  };
});

const CODE = 'Ab12Cd34Ef56Gh78';
const NEW_CODE = 'Zz98Yy76Xx54Ww32';
const linkOf = (code: string) => `${window.location.origin}/app/invited/${code}`;

const owner = person('Ada', 'Owner');
const member = person('Grace', 'Member');
const guest = person('Alan', 'Guest');

const DAY_MS = 24 * 60 * 60 * 1000;
const pending = (email: string, daysLeft: number, expired = false): SentInvitation => ({
  invite_id: `00000000-0000-4000-8000-00000000000${daysLeft}`,
  email,
  role: 'Member',
  sent_at: new Date(Date.now() - DAY_MS).toISOString(),
  expires_at: new Date(Date.now() + daysLeft * DAY_MS - 60_000).toISOString(),
  expired,
});

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

beforeEach(() => {
  writeText.mockResolvedValue();
  jest.mocked(listMembers).mockResolvedValue([owner, member, guest]);
  jest.mocked(inviteMembers).mockResolvedValue();
  jest.mocked(listSentInvitations).mockResolvedValue([]);
  jest.mocked(revokeInvitation).mockResolvedValue();
  jest.mocked(getInviteCode).mockResolvedValue(CODE);
  jest.mocked(createInviteCode).mockResolvedValue(NEW_CODE);
  jest.mocked(deleteInviteCode).mockResolvedValue();
});

afterEach(() => {
  jest.clearAllMocks();
  signOutQuietly();
});

describe('workspace settings: the invite link', () => {
  it('the owner sees the link, copies it, resets it and turns it off after confirming', async () => {
    signInAs(owner.email);
    renderSettings();
    const section = await screen.findByTestId('invite-link');
    expect(within(section).getByTestId('invite-link-url')).toHaveValue(linkOf(CODE));

    await userEvent.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(linkOf(CODE));

    await userEvent.click(within(section).getByRole('button', { name: 'Reset link' }));
    expect(createInviteCode).toHaveBeenCalledWith('ws-1');
    await waitFor(() => {
      expect(screen.getByTestId('invite-link-url')).toHaveValue(linkOf(NEW_CODE));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(deleteInviteCode).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByTestId('confirm-dialog')).getByTestId('confirm-dialog-confirm'));
    expect(deleteInviteCode).toHaveBeenCalledWith('ws-1');
    await waitFor(() => {
      expect(screen.queryByTestId('invite-link-url')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it('the owner creates a link when there is none; cancelling the turn-off keeps it', async () => {
    jest.mocked(getInviteCode).mockResolvedValue(null);
    signInAs(owner.email);
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    await waitFor(() => {
      expect(screen.getByTestId('invite-link-url')).toHaveValue(linkOf(NEW_CODE));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(
      within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(deleteInviteCode).not.toHaveBeenCalled();
    expect(screen.getByTestId('invite-link-url')).toHaveValue(linkOf(NEW_CODE));
  });

  it('a member sees and copies the link but cannot change it', async () => {
    signInAs(member.email);
    renderSettings();
    const section = await screen.findByTestId('invite-link');
    expect(within(section).getByTestId('invite-link-url')).toHaveValue(linkOf(CODE));
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Reset link' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-invitations')).not.toBeInTheDocument();
    expect(listSentInvitations).not.toHaveBeenCalled();
  });

  it('a member is told when there is no link, with nothing to create', async () => {
    jest.mocked(getInviteCode).mockResolvedValue(null);
    signInAs(member.email);
    renderSettings();
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(
      'The owner has not shared an invite link.',
    );
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
  });

  it('a guest sees no invite link section', async () => {
    signInAs(guest.email);
    renderSettings();
    await screen.findByTestId('members-list');
    expect(screen.queryByTestId('invite-link')).not.toBeInTheDocument();
    expect(screen.queryByText('Invite link')).not.toBeInTheDocument();
    expect(getInviteCode).not.toHaveBeenCalled();
  });
});

describe('workspace settings: pending invitations', () => {
  it('lists them with role and expiry, and revokes one only after confirming', async () => {
    const soon = pending('soon@example.com', 1);
    const later = pending('later@example.com', 6);
    const lapsed = pending('old@example.com', 0, true);
    jest.mocked(listSentInvitations).mockResolvedValueOnce([soon, later, lapsed]).mockResolvedValue([later]);
    signInAs(owner.email);
    renderSettings();
    const rows = within(await screen.findByTestId('pending-invitations')).getAllByTestId(
      'pending-invitation',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/soon@example\.com.*Member · expires in 1 day/),
      expect.stringMatching(/later@example\.com.*expires in 6 days/),
      expect.stringMatching(/old@example\.com.*expired/),
    ]);
    expect(within(rows[0] ?? document.body).getByText('soon@example.com')).toHaveAttribute('dir', 'auto');

    await userEvent.click(within(rows[0] ?? document.body).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('The invitation sent to soon@example.com will stop working.');
    expect(revokeInvitation).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    expect(revokeInvitation).toHaveBeenCalledWith('ws-1', soon.invite_id);
    await waitFor(() => {
      expect(screen.getAllByTestId('pending-invitation')).toHaveLength(1);
    });
  });

  it('refreshes the list after an invitation is sent', async () => {
    jest
      .mocked(listSentInvitations)
      .mockResolvedValueOnce([])
      .mockResolvedValue([pending('new@example.com', 7)]);
    signInAs(owner.email);
    renderSettings();
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('invite-email'), 'new@example.com');
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('pending-invitations')).toHaveTextContent('new@example.com');
    expect(listSentInvitations).toHaveBeenCalledTimes(2);
  });

  it("a rate-limited invitation shows the server's message, which says how long to wait", async () => {
    const wait = 'This workspace has sent too many invitations. Try again in 12 minutes.';
    jest
      .mocked(inviteMembers)
      .mockRejectedValue(new AppError('TooManyRequests', wait, { retryAfterSeconds: 720 }));
    signInAs(owner.email);
    renderSettings();
    await userEvent.type(await screen.findByTestId('invite-email'), 'new@example.com');
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByTestId('invite-email')).toHaveValue('new@example.com');
  });
});
