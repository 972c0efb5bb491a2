/** The sign-in form's input, and its failures. Kept apart from sign-in.ts (and zod) so the
 * login screen can render before the sign-in code is downloaded. */
export interface SignInInput {
  site: string;
  username: string;
  password: string;
  remember: boolean;
}

export type SignInField = 'site' | 'username' | 'password';

/** A sign-in failure, with the field to fix when there is one. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    message: string,
    readonly field: SignInField | null,
  ) {
    super(message);
  }
}
