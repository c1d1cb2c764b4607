import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/toast';
import { claimAudio, releaseAudio } from './audioChannel';

export type AudioPlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface AudioPlayer {
  state: AudioPlayerState;
  /** Seconds played and total (0 until known). */
  currentTime: number;
  duration: number;
  /** Plays from where it was, or from the start once ended or stopped. */
  play(): void;
  pause(): void;
  /** Play when not playing, pause when playing or loading. */
  toggle(): void;
  /** Stops and rewinds; back to idle. */
  stop(): void;
  /** Playback rate (1 = normal), kept across plays of this player. */
  rate: number;
  setRate(rate: number): void;
}

/**
 * Plays one audio address (creation.md §4 audio player states). Only one player in the app
 * plays at a time: starting one stops whichever was playing. A failure to play is toasted
 * ("Play audio failed"); a play the browser blocks (no user gesture yet) just waits for a click.
 */
export function useAudioPlayer(src: string | null | undefined): AudioPlayer {
  const { t } = useTranslation();
  const [state, setState] = useState<AudioPlayerState>('idle');
  const [time, setTime] = useState({ currentTime: 0, duration: 0 });
  const [rate, setRateState] = useState(1);
  const rateRef = useRef(1);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const idRef = useRef(Symbol('audio-player'));
  const tRef = useRef(t);
  tRef.current = t;

  const fail = useCallback(() => {
    setState('error');
    releaseAudio(idRef.current);
    notify({
      tone: 'error',
      title: tRef.current('voices.audio.failedTitle'),
      text: tRef.current('voices.audio.failedText'),
    });
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      if (audio.readyState > 0) audio.currentTime = 0;
    }
    releaseAudio(idRef.current);
    setState('idle');
    setTime((s) => ({ ...s, currentTime: 0 }));
  }, []);

  // A new address is a new recording: drop the old element and start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: src is the trigger, not a value read
  useEffect(() => {
    const id = idRef.current;
    setState('idle');
    setTime({ currentTime: 0, duration: 0 });
    return () => {
      const audio = audioRef.current;
      audioRef.current = null;
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
      }
      releaseAudio(id);
    };
  }, [src]);

  const element = useCallback(() => {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    audio.preload = 'auto';
    // The default survives a new source (loading resets playbackRate to it).
    audio.defaultPlaybackRate = rateRef.current;
    audio.playbackRate = rateRef.current;
    const on = (type: string, fn: () => void) => audio.addEventListener(type, fn);
    on('playing', () => setState('playing'));
    on('waiting', () => setState('loading'));
    on('pause', () => setState((s) => (s === 'playing' || s === 'loading' ? 'paused' : s)));
    on('ended', () => {
      releaseAudio(idRef.current);
      setState('ended');
    });
    on('error', () => {
      if (audioRef.current === audio && audio.getAttribute('src')) fail();
    });
    const tick = () =>
      setTime({
        currentTime: audio.currentTime || 0,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
      });
    on('timeupdate', tick);
    on('durationchange', tick);
    audioRef.current = audio;
    return audio;
  }, [fail]);

  const play = useCallback(() => {
    if (!src) return;
    const audio = element();
    if (audio.getAttribute('src') !== src) audio.src = src;
    claimAudio(idRef.current, stop);
    if (audio.ended) audio.currentTime = 0;
    setState('loading');
    let started: Promise<void> | undefined;
    try {
      started = audio.play();
    } catch {
      fail();
      return;
    }
    started?.catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      if (err instanceof DOMException && err.name === 'NotAllowedError') {
        releaseAudio(idRef.current);
        setState('paused');
        return;
      }
      fail();
    });
  }, [src, element, stop, fail]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
    setState((s) => (s === 'playing' || s === 'loading' ? 'paused' : s));
    releaseAudio(idRef.current);
  }, []);

  const setRate = useCallback((next: number) => {
    rateRef.current = next;
    setRateState(next);
    const audio = audioRef.current;
    if (audio) {
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
    }
  }, []);

  const toggle = useCallback(() => {
    if (state === 'playing' || state === 'loading') pause();
    else play();
  }, [state, play, pause]);

  return {
    state,
    currentTime: time.currentTime,
    duration: time.duration,
    play,
    pause,
    toggle,
    stop,
    rate,
    setRate,
  };
}
