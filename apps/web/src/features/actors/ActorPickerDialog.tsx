import type { PickedActor } from './types';

export interface ActorPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Actors already attached to the project; they start ticked. */
  selectedActorIds: string[];
  /** At most this many actors may be ticked. */
  maxActors: number;
  onConfirm(actors: PickedActor[]): void;
}

export function ActorPickerDialog(_props: ActorPickerDialogProps) {
  return null;
}
