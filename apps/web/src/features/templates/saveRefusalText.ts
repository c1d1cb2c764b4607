import {
  ActorMessage,
  Code,
  SCRIPT_MAX_CHARS,
  SCRIPT_MIN_CHARS,
  TEMPLATE_BODY_MAX_BYTES,
  TEMPLATE_NAME_MAX_CHARS,
  TemplateMessage,
  VideoMessage,
} from '@talkreel/contract';
import type { TFunction } from 'i18next';
import type { ApiError } from '../../api/ApiError';
import { type Known, kindOf, known } from './messageKinds';
import { variableMessageKind } from './sheetMessageText';

/**
 * Why the server refused "Save as template", in the reader's language: by the refusal's code,
 * the kinds of message that code brings (messageKinds.ts). 1001 names what in the draft is
 * wrong, as the server checks the body with the task's own schema (a scene's problem starts
 * "Scene 2: ", a `{{` written wrong names its field); 1004 is an actor deleted since it was
 * chosen. Null for anything else: the call layer's toast by code says it.
 */

const BY_CODE: Partial<Record<number, Known[]>> = {
  [Code.INVALID_INPUT]: [
    known(TemplateMessage.NAME_EMPTY, 'nameEmpty'),
    known(TemplateMessage.NAME_TOO_LONG, 'nameTooLong', () => ({ max: TEMPLATE_NAME_MAX_CHARS })),
    known(TemplateMessage.BODY_INVALID, 'bodyInvalid'),
    known(TemplateMessage.BODY_TOO_LARGE, 'bodyTooLarge', () => ({
      kb: TEMPLATE_BODY_MAX_BYTES / 1024,
    })),
    known(VideoMessage.SCRIPT_TOO_SHORT, 'scriptTooShort', () => ({ min: SCRIPT_MIN_CHARS })),
    known(VideoMessage.SCRIPT_TOO_LONG, 'scriptTooLong', () => ({ max: SCRIPT_MAX_CHARS })),
    known(VideoMessage.MISSING_TEXT_OR_ACTORS, 'missingTextOrActors'),
  ],
  [Code.NOT_FOUND]: [known(ActorMessage.ACTOR_NOT_FOUND, 'actorGone')],
};

/** "Scene 2: …" (the task schema) or "Scenes.1 script: …" (a variable in scene 2's script). */
const SCENE = /^(?:Scene (\d+)|Scenes\.(\d+) [\w ]+): ([\s\S]+)$/;
/** A variable written wrong in the one script: "Script: …". */
const FIELD = /^Script: ([\s\S]+)$/;

function reasonText(kinds: Known[], message: string, t: TFunction): string | null {
  const variable = FIELD.exec(message)?.[1] ?? message;
  const wrong = variableMessageKind(variable);
  if (wrong) return t(`templates.variable.${wrong.key}`, wrong.params);
  const kind = kindOf(kinds, message);
  return kind ? t(`templates.saveAs.refusal.${kind.key}`, kind.params) : null;
}

/** The refusal of POST /template/create in the reader's language, or null (left to the toast). */
export function saveRefusalText(err: ApiError, t: TFunction): string | null {
  if (err.kind !== 'business' || err.code === null) return null;
  const kinds = BY_CODE[err.code];
  if (!kinds) return null;
  const scene = SCENE.exec(err.message);
  if (scene) {
    const number = scene[1] ? Number(scene[1]) : Number(scene[2]) + 1;
    const text = reasonText(kinds, scene[3], t);
    return text ? t('templates.saveAs.refusal.inScene', { scene: number, text }) : null;
  }
  return reasonText(kinds, err.message, t);
}
