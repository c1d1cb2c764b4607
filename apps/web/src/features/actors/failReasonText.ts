import { ActorFailureMessage } from '@talkreel/contract';
import type { TFunction } from 'i18next';

const reasonKeys = new Map<string, string>(
  Object.entries(ActorFailureMessage).map(([reason, text]) => [text, reason]),
);

/**
 * Why an actor could not be made, in the user's language. The server sends the English text of
 * a known reason (the spec's `failReason` is text); a text we do not know is shown as sent.
 */
export function failReasonText(failReason: string, t: TFunction): string {
  const reason = reasonKeys.get(failReason);
  return reason ? t(`actors.failReason.${reason}`, { defaultValue: failReason }) : failReason;
}
