// Deleting an account from the profile screen, confirmed by the password.

export const DELETE_ACCOUNT_TITLE = 'Delete account';
export const DELETE_ACCOUNT_WARNING =
  'This deletes your account, your words, pictures, audio and preferences for good. An active subscription is cancelled first.';
export const DELETE_ACCOUNT_PASSWORD_LABEL = 'Your password';
export const ACCOUNT_DELETED_MESSAGE = 'Your account and everything in it have been deleted.';
export const WRONG_PASSWORD_MESSAGE = 'The password is wrong.';
export const SUBSCRIPTION_NOT_CANCELLED_MESSAGE =
  'Your subscription could not be cancelled right now, so nothing was deleted. Please try again in a few minutes.';
