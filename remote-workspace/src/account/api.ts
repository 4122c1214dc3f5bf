import { authApi } from '@quire/shared';

/**
 * `POST {auth}/user/change-password`, as the signed-in user (the auth client is public unless told otherwise):
 * the current password is needed when the account has one, except in a session a reset e-mail started; the
 * server says which (and ends the user's other sessions on success).
 */
export async function changePassword(password: string, currentPassword: string): Promise<void> {
  await authApi.post<unknown>(
    '/user/change-password',
    { password, ...(currentPassword === '' ? {} : { current_password: currentPassword }) },
    { auth: true },
  );
}
