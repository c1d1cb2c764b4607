/** The video has no audio stream, so there is no voice to take from it. */
export class NoAudioTrackError extends Error {
  readonly inputPath: string;

  constructor(inputPath: string) {
    super('The video has no audio track, so there is no voice to clone from it');
    this.name = 'NoAudioTrackError';
    this.inputPath = inputPath;
  }
}
