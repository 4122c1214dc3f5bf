import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@quire/shared';
import {
  changeMemberRole,
  getInviteCode,
  inviteMembers,
  listMembers,
  listSentInvitations,
  removeMembers,
} from './api';
import { folderStore } from '../data';
import { deleteWorkspace } from '../data/workspaces';
import { view } from '../data/test/fakeApi';
import { signOutQuietly } from '../test/session';
import { person, renderSettings, signInAs } from './test/renderSettings';

jest.mock('../data/workspaces', () => ({
  ...jest.requireActual<typeof import('../data/workspaces')>('../data/workspaces'),
  deleteWorkspace: jest.fn(),
}));

jest.mock('./api', () => {
  const actual = jest.requireActual<typeof import('./api')>('./api');
  return {
    ...actual,
    listMembers: jest.fn(),
    inviteMembers: jest.fn(),
    changeMemberRole: jest.fn(),
    removeMembers: jest.fn(),
    listSentInvitations: jest.fn(),
    getInviteCode: jest.fn(),
  };
});

const owner = person('Ada', 'Owner');
const member = person('Grace', 'Member');

beforeEach(() => {
  jest.mocked(listMembers).mockResolvedValue([owner, member]);
  jest.mocked(inviteMembers).mockResolvedValue();
  jest.mocked(changeMemberRole).mockResolvedValue();
  jest.mocked(removeMembers).mockResolvedValue();
  jest.mocked(listSentInvitations).mockResolvedValue([]);
  jest.mocked(getInviteCode).mockResolvedValue(null);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  signOutQuietly();
});

describe('workspace settings: members and invitations', () => {
  it('lists the members with their roles', async () => {
    signInAs(member.email);
    renderSettings();
    const list = await screen.findByTestId('members-list');
    expect(within(list).getAllByTestId('member-row')).toHaveLength(2);
    expect(list).toHaveTextContent('Ada');
    expect(list).toHaveTextContent('Owner');
    expect(list).toHaveTextContent('grace@example.com');
    expect(list).toHaveTextContent('Member');
    expect(listMembers).toHaveBeenCalledWith('ws-1');
  });

  it('PRM-10 / a non-owner sees the list read-only: no invite form, no role or remove controls', async () => {
    signInAs(member.email);
    renderSettings();
    await screen.findByTestId('members-list');
    expect(screen.queryByTestId('invite-email')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the workspace owner can invite or change members.')).toBeInTheDocument();
  });

  it('API-USR-10 ENT-58 / the owner invites an e-mail address with the Member role by default', async () => {
    signInAs(owner.email);
    renderSettings();
    await userEvent.type(await screen.findByTestId('invite-email'), ' new@example.com ');
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(inviteMembers).toHaveBeenCalledWith('ws-1', [{ email: 'new@example.com', role: 'Member' }]);
    await waitFor(() => {
      expect(screen.getByTestId('invite-email')).toHaveValue('');
    });
    expect(listMembers).toHaveBeenCalledTimes(2);
  });

  it('the owner can invite a guest', async () => {
    signInAs(owner.email);
    renderSettings();
    await userEvent.type(await screen.findByTestId('invite-email'), 'guest@example.com');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role of the invited person' }),
      'Guest',
    );
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(inviteMembers).toHaveBeenCalledWith('ws-1', [{ email: 'guest@example.com', role: 'Guest' }]);
  });

  it('an invalid address is refused before any request', async () => {
    signInAs(owner.email);
    renderSettings();
    await userEvent.type(await screen.findByTestId('invite-email'), 'not-an-address');
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(inviteMembers).not.toHaveBeenCalled();
  });

  it("a refused invitation shows the server's message", async () => {
    jest
      .mocked(inviteMembers)
      .mockRejectedValue(new AppError('InvalidRequest', 'grace@example.com is already a member'));
    signInAs(owner.email);
    renderSettings();
    await userEvent.type(await screen.findByTestId('invite-email'), member.email);
    await userEvent.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('grace@example.com is already a member');
    expect(screen.getByTestId('invite-email')).toHaveValue(member.email);
  });

  it('DLG-01 DLG-02 / the owner changes a role and removes a member after confirming; the owner row stays fixed', async () => {
    signInAs(owner.email);
    renderSettings();
    const rows = within(await screen.findByTestId('members-list')).getAllByTestId('member-row');
    const [ownerRow, memberRow] = rows;
    if (ownerRow === undefined || memberRow === undefined) throw new Error('two rows expected');
    expect(within(ownerRow).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(ownerRow).getByTestId('member-role')).toHaveTextContent('Owner');

    await userEvent.selectOptions(within(memberRow).getByRole('combobox'), 'Guest');
    expect(changeMemberRole).toHaveBeenCalledWith('ws-1', member.email, 'Guest');

    await waitFor(() => {
      expect(within(memberRow).getByRole('button', { name: 'Remove' })).toBeEnabled();
    });
    await userEvent.click(within(memberRow).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent(`Remove ${member.name} from the workspace?`);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('workspace-settings')).toBeInTheDocument();
    expect(removeMembers).not.toHaveBeenCalled();

    await userEvent.click(within(memberRow).getByRole('button', { name: 'Remove' }));
    await userEvent.keyboard('{Enter}');
    expect(removeMembers).toHaveBeenCalledWith('ws-1', [member.email]);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
  });

  it('DLG-02 / the owner deletes the workspace after typing its name; a wrong name deletes nothing', async () => {
    const deleted = jest.mocked(deleteWorkspace).mockResolvedValue();
    jest.spyOn(folderStore, 'get').mockReturnValue({
      status: 'loaded',
      root: view({ view_id: 'ws-1', name: 'Team' }),
      error: null,
      errorCode: null,
      revision: 1,
    });
    signInAs(owner.email);
    const onClose = jest.fn();
    renderSettings(onClose);
    await userEvent.click(await screen.findByTestId('workspace-delete'));
    const input = screen.getByTestId('workspace-delete-name');
    await userEvent.type(input, 'Tea{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The name does not match.');
    expect(deleted).not.toHaveBeenCalled();
    await userEvent.type(input, 'm{Enter}');
    expect(deleted).toHaveBeenCalledWith('ws-1');
    expect(await screen.findByTestId('opened-app')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('only the owner is offered deleting the workspace', async () => {
    signInAs(member.email);
    renderSettings();
    await screen.findByTestId('members-list');
    expect(screen.queryByTestId('workspace-delete')).not.toBeInTheDocument();
  });

  it('a member list that cannot be loaded says so, with a retry', async () => {
    jest.mocked(listMembers).mockRejectedValueOnce(new AppError('NotEnoughPermissions', 'Not allowed'));
    signInAs(owner.email);
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The members could not be loaded: Not allowed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('members-list')).toBeInTheDocument();
  });
});
