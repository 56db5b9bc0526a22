import { ApiError } from '#app/lib/http/api-error';

export const MIN_PASSWORD = 12;

export interface AcceptValues {
  name: string;
  password: string;
  confirm: string;
}
export type AcceptProblems = Partial<Record<'name' | 'password' | 'confirm', string>>;

/** What the browser can tell before sending: a new person needs a name and a password typed twice. */
export function acceptProblems(values: AcceptValues, newPerson: boolean): AcceptProblems {
  const problems: AcceptProblems = {};
  if (newPerson) {
    if (values.name.trim() === '') problems.name = 'Enter your name.';
    if (values.password.length < MIN_PASSWORD) problems.password = `Choose a password of at least ${MIN_PASSWORD} characters.`;
    else if (values.confirm !== values.password) problems.confirm = 'The two passwords are not the same.';
  } else if (values.password === '') {
    problems.password = 'Enter your password.';
  }
  return problems;
}

/** The server's answer on the fields: a 422's details, or a wrong password (401) on the password. */
export function serverAcceptProblems(error: Error | null, email: string): AcceptProblems {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 401) return { password: `That is not the password of ${email}. Check it and try again.` };
  if (error.status !== 422) return {};
  const fields = error.fieldErrors();
  return { name: fields['name'], password: fields['password'] };
}
