/**
 * Why a photo or a video cannot become an actor. Stable codes the server maps to its reply
 * messages; each is the user's to fix (another file, another crop), never an engine fault.
 */
export type ActorInputReason =
  | 'bad-crop'
  | 'not-an-image'
  | 'not-a-video'
  | 'too-short'
  | 'too-long'
  | 'too-low'
  | 'no-face'
  | 'several-faces'
  | 'face-too-small'
  | 'face-turned-away';

export class ActorInputError extends Error {
  constructor(
    readonly reason: ActorInputReason,
    message: string,
  ) {
    super(message);
    this.name = 'ActorInputError';
  }
}
