import { waitPhrase, type AppError } from '@quire/shared';
import type { TFunction } from 'i18next';

type Words = (error: AppError, t: TFunction, language: string) => string;

/** The refusals a reader of comments can meet, in their words. */
const known: Partial<Record<AppError['errorName'], Words>> = {
  StringLengthLimitReached: (_error, t) => t('publish.comments.errors.tooLong', 'This is too long to post.'),
  TooManyRequests: (error, t, language) =>
    t('publish.comments.errors.tooMany', 'Too many at once. Try again {{wait}}.', {
      wait: waitPhrase(error.retryAfterSeconds ?? 60, language),
    }),
  NotLoggedIn: (_error, t) =>
    t('publish.comments.errors.signIn', 'Sign in to take part in the conversation.'),
  UserUnAuthorized: (_error, t) =>
    t('publish.comments.errors.notYours', 'Only its author or the page’s publisher can delete this comment.'),
  NotEnoughPermissions: (_error, t) =>
    t('publish.comments.errors.off', 'Comments are turned off for this page.'),
  RecordNotFound: (_error, t) => t('publish.comments.errors.gone', 'This comment no longer exists.'),
  InvalidPassword: (_error, t) =>
    t('publish.comments.errors.password', 'This page’s password is needed to read its comments.'),
  NetworkError: (_error, t) =>
    t('publish.comments.errors.network', 'The server could not be reached. Try again.'),
};

/**
 * What a refused comment write (or read) tells the reader: the known refusals in their words, anything else
 * with the server's own (safe) message, as the spec's error catalogue does for page updates.
 */
export function commentErrorText(error: AppError, t: TFunction, language: string): string {
  return known[error.errorName]?.(error, t, language) ?? error.message;
}
