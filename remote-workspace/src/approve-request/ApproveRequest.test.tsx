import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Raw, installFakeApi } from '../data/test/fakeApi';
import { forgetWorkspaceApp, renderWorkspace } from '../app-frame/test/renderWorkspace';
import { signIn } from '../test/session';
import type { AccessRequest } from './api';

// The whole remote without the document editor's code (the editor's own tests cover it).
jest.mock('../editor', () => ({ DocumentEditorSlot: () => null }));

const REQUEST = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const WORKSPACE_ID = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const path = `/api/access-request/${REQUEST}`;

const request = (status: 0 | 1 | 2 = 0): AccessRequest => ({
  request_id: REQUEST,
  workspace: {
    workspace_id: WORKSPACE_ID,
    database_storage_id: WORKSPACE_ID,
    owner_uid: '1',
    owner_name: 'Grace Hopper',
    owner_email: 'grace@example.com',
    workspace_type: 0,
    workspace_name: 'Research Lab',
    created_at: '2026-01-01T00:00:00Z',
    icon: '',
    member_count: 3,
    role: 'Owner',
  },
  requester: {
    uid: '2',
    uuid: '0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f',
    email: 'ada@example.com',
    name: 'Ada',
    avatar_url: null,
  },
  view: { view_id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Roadmap', icon: null, layout: 0 },
  status,
  created_at: '2026-01-02T00:00:00Z',
});

afterEach(forgetWorkspaceApp);

describe('the approve-request page /app/approve-request?request_id=', () => {
  it('API-MISC-19 / API-MISC-20 / shows who asks for which page, approves, and says the outcome', async () => {
    const api = installFakeApi({ [`GET ${path}`]: request(), [`POST ${path}/approve`]: null });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    expect(await screen.findByTestId('approve-request-requester')).toHaveTextContent('Ada');
    expect(screen.getByTestId('approve-request-details')).toHaveTextContent(
      'Ada (ada@example.com) asks for access to Roadmap in Research Lab',
    );
    await userEvent.click(screen.getByTestId('approve-request-approve'));
    expect(await screen.findByTestId('approve-request-outcome')).toHaveTextContent(
      'Ada is now a member of the workspace.',
    );
    expect(api.requests.find((r) => r.path === `${path}/approve`)?.body).toEqual({ is_approved: true });
    await userEvent.click(screen.getByTestId('approve-request-open'));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/${WORKSPACE_ID}`);
    });
  });

  it('rejects', async () => {
    const api = installFakeApi({ [`GET ${path}`]: request(), [`POST ${path}/approve`]: null });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    await userEvent.click(await screen.findByTestId('approve-request-reject'));
    expect(await screen.findByTestId('approve-request-outcome')).toHaveTextContent(
      'The request was rejected.',
    );
    expect(api.requests.find((r) => r.path === `${path}/approve`)?.body).toEqual({ is_approved: false });
  });

  it('a request decided already shows its outcome and no buttons', async () => {
    installFakeApi({ [`GET ${path}`]: request(2) });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    expect(await screen.findByTestId('approve-request-outcome')).toHaveTextContent(
      'The request was rejected.',
    );
    expect(screen.queryByTestId('approve-request-approve')).not.toBeInTheDocument();
  });

  it('decided meanwhile (1122) says so and stays on the page', async () => {
    installFakeApi({
      [`GET ${path}`]: request(),
      [`POST ${path}/approve`]: new Raw({ code: 1122, message: 'already approved' }),
    });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    await userEvent.click(await screen.findByTestId('approve-request-approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request was already approved.');
  });

  it('someone who is not the Owner (1012) is told only the owner can review it', async () => {
    installFakeApi({ [`GET ${path}`]: new Raw({ code: 1012, message: 'no' }) });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the owner of the workspace can review this request.',
    );
    expect(screen.queryByTestId('approve-request-approve')).not.toBeInTheDocument();
  });

  it('an unknown request id says the request does not exist', async () => {
    installFakeApi({ [`GET ${path}`]: new Raw({ code: -2, message: 'Access request not found' }) });
    signIn();
    renderWorkspace(`/app/approve-request?request_id=${REQUEST}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This access request does not exist.');
  });

  it('a link without a request id asks nothing of the server and says the request does not exist', async () => {
    const api = installFakeApi({});
    signIn();
    renderWorkspace('/app/approve-request');
    expect(await screen.findByRole('alert')).toHaveTextContent('This access request does not exist.');
    expect(api.requests.some((r) => r.path.startsWith('/api/access-request'))).toBe(false);
  });
});
