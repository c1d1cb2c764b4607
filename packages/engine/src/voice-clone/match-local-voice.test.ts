import { beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3 } from '../speech/audio-codec';
import { synthesizeLocal } from '../speech/local-tts';
import { englishScript } from '../speech/test-texts';
import type { LocalVoiceSpec } from '../speech/voice-spec';
import { encodeWav } from '../speech/wav';
import { type LocalVoiceMatch, matchLocalVoice } from './match-local-voice';
import { measureSpeech, NoSpeechError } from './measure-speech';

// Speakers made by the engine itself, with variants the matcher does not pick from (m2, f4).
const speakers = {
  lowSlowMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 20, rate: 140 },
  higherMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 60, rate: 140 },
  fastMale: { espeakVoice: 'en-us', variant: 'm2', pitch: 60, rate: 230 },
  highFemale: { espeakVoice: 'en-us', variant: 'f4', pitch: 75, rate: 210 },
} satisfies Record<string, LocalVoiceSpec>;
type Speaker = keyof typeof speakers;

const text = englishScript(200);
const otherText =
  'Our new studio turns a short script into a video with a talking actor in minutes.';
const matches = {} as Record<Speaker, LocalVoiceMatch>;

async function speak(voice: LocalVoiceSpec, script: string, mp3: boolean): Promise<Buffer> {
  const speech = await synthesizeLocal({ text: script, language: 'en', voice });
  return mp3
    ? encodeMp3(speech.samples, speech.sampleRate, 96)
    : encodeWav(speech.samples, speech.sampleRate);
}

beforeAll(async () => {
  let mp3 = false;
  for (const [name, voice] of Object.entries(speakers) as Array<[Speaker, LocalVoiceSpec]>) {
    // Half the samples as MP3, half as WAV: uploads come as either.
    mp3 = !mp3;
    matches[name] = await matchLocalVoice({ audio: await speak(voice, text, mp3), language: 'en' });
  }
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
      expect(matches[name].spec.variant).toMatch(/^m/);
    }
    expect(matches.highFemale.gender).toBe('female');
    expect(matches.highFemale.spec.variant).toMatch(/^f/);
    for (const { spec } of Object.values(matches)) expect(spec.espeakVoice).toBe('en-us');
  });

  it('tunes pitch and rate in the direction of the sample', () => {
    expect(matches.lowSlowMale.spec.pitch).toBeLessThan(matches.higherMale.spec.pitch ?? 0);
    expect(matches.higherMale.spec.rate).toBeLessThan(matches.fastMale.spec.rate ?? 0);
    expect(matches.lowSlowMale.spec.rate).toBeLessThan(matches.highFemale.spec.rate ?? 0);
    for (const { spec } of Object.values(matches)) {
      expect(spec.pitch).toBeGreaterThanOrEqual(0);
      expect(spec.pitch).toBeLessThanOrEqual(99);
      expect(spec.rate).toBeGreaterThanOrEqual(80);
      expect(spec.rate).toBeLessThanOrEqual(450);
    }
  });

  it.each(['higherMale', 'highFemale', 'lowSlowMale'] as const)(
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
    expect(spec.espeakVoice).toBe('de');
    expect(spec.variant).toMatch(/^f/);
  });

  it('refuses a recording without speech', async () => {
    const silence = encodeWav(new Float32Array(16_000 * 3), 16_000);
    await expect(matchLocalVoice({ audio: silence })).rejects.toBeInstanceOf(NoSpeechError);
  });
});
