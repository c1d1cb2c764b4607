// Types for the parts of the espeak-ng WebAssembly build that we use (the package ships none).
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEventType =
    | 'list_terminated'
    | 'word'
    | 'sentence'
    | 'mark'
    | 'play'
    | 'end'
    | 'msg_terminated'
    | 'phoneme'
    | 'samplerate';

  export interface EspeakEvent {
    type: EspeakEventType;
    /** 1-based position in the input, counted in Unicode code points of the raw (SSML) input. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesis call. */
    audio_position: number;
    /** Phoneme name for 'phoneme' events, running number for 'word' and 'sentence' events. */
    id?: string | number;
  }

  export interface EspeakVoiceInfo {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface EspeakWorker {
    /** Returns 0 on success. Accepts "name+variant". */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    get_rate(): number;
    get_pitch(): number;
    get_samplerate(): number;
    list_voices(): EspeakVoiceInfo[];
    /** Input is read as SSML. The callback gets 16-bit PCM chunks; returning true aborts. */
    synthesize(
      text: string,
      callback: (samples: Int16Array, events: EspeakEvent[]) => boolean,
    ): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
    /** The instance's whole memory (a new view after it grows). */
    HEAPU8: Uint8Array;
  }

  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
