import { beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../speech/audio-codec';
import { synthesizeLocal } from '../speech/local-tts';
import { englishScript } from '../speech/test-texts';
import { type EspeakVoiceSpec, isFliteSpec, type LocalVoiceSpec } from '../speech/voice-spec';
import { encodeWav } from '../speech/wav';
import { type LocalVoiceMatch, matchLocalVoice } from './match-local-voice';
import { measureSpeech, NoSpeechError } from './measure-speech';

// Speakers made by the engine itself, with variants the matcher does not pick from (m2, f4).
const speakers = {
  lowSlowMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 20, rate: 140 },
  higherMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 60, rate: 140 },
  fastMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 60, rate: 230 },
  highFemale: { espeakVoice: 'en-us', variant: 'f4', pitch: 75, rate: 210 },
  // Flite's Scottish voice, lower and faster than his own.
  fliteMale: { engine: 'flite', fliteVoice: 'awb', pitchHz: 105, tempo: 1.2 },
} satisfies Record<string, LocalVoiceSpec>;
type Speaker = keyof typeof speakers;

const text = englishScript(200);
const otherText =
  'Our new studio turns a short script into a video with a talking actor in minutes.';
const matches = {} as Record<Speaker, LocalVoiceMatch>;

/** The match's spec, which for a speaker made by espeak is an espeak voice. */
function espeakSpec(name: Speaker): EspeakVoiceSpec {
  const { spec } = matches[name];
  if (isFliteSpec(spec)) throw new Error(`${name} was matched to Flite's ${spec.fliteVoice}`);
  return spec;
}

async function speak(voice: LocalVoiceSpec, script: string, mp3: boolean): Promise<Buffer> {
  const speech = await synthesizeLocal({ text: script, language: 'en', voice });
  return mp3
    ? encodeMp3(speech.samples, speech.sampleRate, 96)
    : encodeWav(speech.samples, speech.sampleRate);
}

// One hook per speaker, each with its own time limit: a match speaks a dozen calibrations.
(Object.entries(speakers) as Array<[Speaker, LocalVoiceSpec]>).forEach(([name, voice], index) => {
  beforeAll(async () => {
    // Half the samples as MP3, half as WAV: uploads come as either.
    const audio = await speak(voice, text, index % 2 === 0);
    matches[name] = await matchLocalVoice({ audio, language: 'en' });
  });
});

describe('matchLocalVoice', () => {
  it('measures pitch and speaking rate in the order the speakers were made', () => {
    const m = (name: Speaker) => matches[name].measures;
    expect(m('lowSlowMale').pitchMedianHz).toBeLessThan(m('higherMale').pitchMedianHz);
    expect(m('higherMale').pitchMedianHz).toBeLessThan(m('highFemale').pitchMedianHz);
    expect(m('higherMale').syllablesPerSecond).toBeLessThan(m('fastMale').syllablesPerSecond);
    expect(m('lowSlowMale').syllablesPerSecond).toBeLessThan(m('highFemale').syllablesPerSecond);
    for (const { measures } of Object.values(matches)) {
      expect(measures.pitchRangeHz).toBeGreaterThan(0);
      expect(measures.brightness).toBeGreaterThan(500);
      expect(measures.brightness).toBeLessThan(5000);
    }
  });

  it('picks a variant of the right gender for the language', () => {
    for (const name of ['lowSlowMale', 'higherMale', 'fastMale'] as const) {
      expect(matches[name].gender).toBe('male');
      expect(espeakSpec(name).variant).toMatch(/^m/);
    }
    expect(matches.highFemale.gender).toBe('female');
    expect(espeakSpec('highFemale').variant).toMatch(/^f/);
    for (const name of ['lowSlowMale', 'higherMale', 'fastMale', 'highFemale'] as const)
      expect(espeakSpec(name).espeakVoice).toBe('en-us');
  });

  it('considers Flite voices: a Flite speaker gets a Flite voice, tuned to his pitch and pace', () => {
    expect(matches.fliteMale.gender).toBe('male');
    const { spec } = matches.fliteMale;
    expect(spec).toMatchObject({ engine: 'flite', fliteVoice: 'awb' });
    if (!isFliteSpec(spec)) return;
    // Made at 105 Hz and 1.2 times his pace: the match lands near both.
    expect(spec.pitchHz).toBeGreaterThan(90);
    expect(spec.pitchHz).toBeLessThan(120);
    expect(spec.tempo).toBeGreaterThan(1);
  });

  it('tunes pitch and rate in the direction of the sample', () => {
    const [lowSlow, higher, fast, female] = (
      ['lowSlowMale', 'higherMale', 'fastMale', 'highFemale'] as const
    ).map(espeakSpec);
    expect(lowSlow.pitch).toBeLessThan(higher.pitch ?? 0);
    expect(higher.rate).toBeLessThan(fast.rate ?? 0);
    expect(lowSlow.rate).toBeLessThan(female.rate ?? 0);
    for (const spec of [lowSlow, higher, fast, female]) {
      expect(spec.pitch).toBeGreaterThanOrEqual(0);
      expect(spec.pitch).toBeLessThanOrEqual(99);
      expect(spec.rate).toBeGreaterThanOrEqual(80);
      expect(spec.rate).toBeLessThanOrEqual(450);
    }
  });

  it.each(['higherMale', 'highFemale', 'lowSlowMale', 'fliteMale'] as const)(
    'speaks other text with the %s match at the sample median pitch, within a tenth',
    async (name) => {
      const { spec, measures } = matches[name];
      const spoken = await measureSpeech(await speak(spec, otherText, false));
      const ratio = spoken.pitchMedianHz / measures.pitchMedianHz;
      expect(ratio).toBeGreaterThan(0.9);
      expect(ratio).toBeLessThan(1.1);
    },
  );

  it('uses the espeak voice of the language it is told', async () => {
    const sample = await speak(speakers.highFemale, text, false);
    const { spec } = await matchLocalVoice({ audio: sample, language: 'de' });
    // Flite speaks English only, so a German sample gets espeak's German voice.
    expect(spec).toMatchObject({ espeakVoice: 'de', variant: expect.stringMatching(/^f/) });
  });

  it('refuses a recording without speech', async () => {
    const silence = encodeWav(new Float32Array(16_000 * 3), 16_000);
    await expect(matchLocalVoice({ audio: silence })).rejects.toBeInstanceOf(NoSpeechError);
  });
});
