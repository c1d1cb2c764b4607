import {
  scanVariables,
  stringsOf,
  substituteDeep,
  variablesOf,
  videoTaskInput,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { invalidInput } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { authorizeActor } from '../actors/policy';

/** Fields of a task that belong to where a video goes, not to what it is. */
const PLACE_FIELDS = ['project_id', 'folder_id'];

const label = (path: (string | number)[]) => {
  const field = path[path.length - 1];
  const where = path.length > 1 ? `${path.slice(0, -1).join('.')} ` : '';
  return field === 'text' ? `${where}script` : `${where}${String(field)}`;
};

/**
 * A template body as it is stored: the task without its project, every `{{variable}}` well
 * formed (else 1001 naming the field and the fault), and every other field as the task schema
 * takes it. A string holding variables is checked per row once filled (its length, an actor id),
 * so here its issues are left aside; a literal actor must be one the caller may use.
 */
export async function checkTemplateBody(
  ctx: AppContext,
  user: AuthUser,
  raw: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const body = Object.fromEntries(Object.entries(raw).filter(([k]) => !PLACE_FIELDS.includes(k)));
  const strings = stringsOf(body);
  for (const s of strings) {
    const problem = scanVariables(s.text).problems[0];
    if (problem) throw invalidInput(`${capital(label(s.path))}: ${problem.message}`);
  }
  const variable = new Set(
    strings.filter((s) => scanVariables(s.text).spans.length).map((s) => s.path.join('.')),
  );
  const defaults = Object.fromEntries(
    variablesOf(strings.map((s) => s.text)).map((v) => [v.name, v.fallback ?? v.name]),
  );
  const sample = substituteDeep(body, defaults).value;
  const parsed = videoTaskInput.safeParse({ ...sample, project_id: 'template' });
  if (!parsed.success) {
    const issue = parsed.error.issues.find(
      (i) => !variable.has(i.path.join('.')) && !pathHoldsVariable(variable, i.path),
    );
    if (issue) throw invalidInput(issue.message);
  }
  for (const s of strings)
    if (s.path.join('.').endsWith('actor_id') && !variable.has(s.path.join('.')))
      await authorizeActor(ctx, user, s.text.trim());
  return body;
}

/**
 * A task with scenes takes its top-level script, actor and voice from scene 1
 * (fillTaskFromFirstScene), so an issue at a top-level field holds a variable when scene 1's
 * same field does. Only that one: a variable in scene 1 says nothing of scene 2's length.
 */
function pathHoldsVariable(variable: Set<string>, path: PropertyKey[]): boolean {
  return path.length === 1 && variable.has(`scenes.0.${String(path[0])}`);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
