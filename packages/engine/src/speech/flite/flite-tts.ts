import type { SpeechResult } from '../../timeline';
import { runFfmpegPipe } from '../audio-codec';
import { ESPEAK_SAMPLE_RATE } from '../espeak';
import type { FliteVoiceSpec } from '../voice-spec';
import { decodeWav } from '../wav';
import { parsePhones, parseUtterances, placeUtterances } from './flite-phones';
import { FLITE_TEXT, FLITE_WAV, runFlite } from './flite-wasi';
import { fliteTimeline, lookupText, phonesPerWord, scriptWords } from './flite-words';

/**
 * The voice the words are looked up with: every flite US voice shares the CMU lexicon and
 * letter-to-sound rules, and kal (a diphone voice) synthesises the throw-away audio of the
 * lookup about ten times faster than the others.
 */
const LOOKUP_VOICE = 'kal';

/**
 * Speaks an English script with a Flite voice, at 22 050 Hz like espeak (Flite makes 16 kHz,
 * kal 8 kHz). The whole script goes to flite at once, as a file: each run of flite.wasm costs a
 * fresh instance (tenths of a second on a busy machine), and from a file flite speaks one
 * sentence at a time (1 500 characters given with `-t`, as one utterance, crashed Node).
 * `tempo` is the speed multiplier already clamped by the caller.
 */
export async function synthesizeFliteInThread(
  text: string,
  voice: FliteVoiceSpec,
  tempo: number,
): Promise<SpeechResult> {
  const settings = ['--setf', `duration_stretch=${(1 / tempo).toFixed(3)}`];
  if (voice.pitchHz) settings.push('--setf', `int_f0_target_mean=${Math.round(voice.pitchHz)}`);
  // Line breaks and runs of spaces mean nothing to the speech.
  const script = text.replace(/\s+/gu, ' ').trim();
  const spoken = await runFlite(
    ['-voice', voice.fliteVoice, ...settings, '-psdur', '-f', FLITE_TEXT, '-o', FLITE_WAV],
    script,
  );
  if (!spoken.wav) throw new Error('flite wrote no audio');
  // Resampled to espeak's rate, so every local voice's audio is alike: at 16 kHz (8 kHz for kal)
  // an MP3's encoder padding alone made the file up to 0.1 s (0.2 s) longer than the speech.
  const { samples, sampleRate } = decodeWav(
    await runFfmpegPipe(
      [
        ...['-f', 'wav', '-i', 'pipe:0', '-ac', '1', '-ar', String(ESPEAK_SAMPLE_RATE)],
        ...['-c:a', 'pcm_f32le', '-f', 'wav', 'pipe:1'],
      ],
      spoken.wav,
    ),
  );
  const words = scriptWords(script);
  const lookup =
    words.length > 0
      ? await runFlite(
          ['-voice', LOOKUP_VOICE, '-ps', '-f', FLITE_TEXT, '-o', 'none'],
          lookupText(words),
        )
      : undefined;
  const timeline = fliteTimeline(
    words,
    lookup && phonesPerWord(parsePhones(lookup.stdout), words.length),
    placeUtterances(parseUtterances(spoken.stdout), samples.length / sampleRate),
  );
  return { sampleRate, samples, timeline: { duration: samples.length / sampleRate, ...timeline } };
}
