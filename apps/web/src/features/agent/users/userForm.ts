import { AgentMessage, createAgentUserRequest } from '@talkreel/contract';
import { ApiError } from '../../../api/ApiError';
import type { AgentUserFields } from '../agentApi';

export type UserField = keyof AgentUserFields;
export type UserFieldErrors = Partial<Record<UserField, string>>;

export const emptyUserFields: AgentUserFields = {
  username: '',
  gender: '',
  email: '',
  company: '',
  personalTitle: '',
};

const wireToField: Record<string, UserField> = {
  username: 'username',
  gender: 'gender',
  email: 'email',
  company: 'company',
  personal_title: 'personalTitle',
};

/** The i18n key of a field's hint; the server's e-mail-taken refusal has its own. */
const hintKey = (field: UserField, message?: string) =>
  message === AgentMessage.EMAIL_EXISTS
    ? 'agent.form.errors.emailExists'
    : `agent.form.errors.${field}`;

/**
 * creation.md §5 checks, by the contract's own request schema (the server applies the same):
 * each failing field gets the i18n key of its hint. The e-mail is checked only where editable.
 */
export function checkUserFields(f: AgentUserFields, withEmail: boolean): UserFieldErrors {
  const parsed = createAgentUserRequest.safeParse({
    agent_id: 'checked-on-the-server',
    username: f.username,
    gender: f.gender,
    email: withEmail ? f.email : 'kept@example.com',
    company: f.company,
    personal_title: f.personalTitle,
  });
  if (parsed.success) return {};
  const errors: UserFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = wireToField[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = hintKey(field);
  }
  return errors;
}

/** The field hints of a refused form (1001 with data.fields), or null for other failures. */
export function serverFieldErrors(err: unknown): UserFieldErrors | null {
  if (!(err instanceof ApiError) || !err.data || typeof err.data !== 'object') return null;
  const fields = (err.data as { fields?: Record<string, string> }).fields;
  if (!fields) return null;
  const errors: UserFieldErrors = {};
  for (const [wire, message] of Object.entries(fields)) {
    const field = wireToField[wire];
    if (field) errors[field] = hintKey(field, message);
  }
  return Object.keys(errors).length ? errors : null;
}

export const sameUserFields = (a: AgentUserFields, b: AgentUserFields) =>
  (Object.keys(a) as UserField[]).every((k) => a[k] === b[k]);
