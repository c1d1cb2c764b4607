import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../i18n/i18n';
import { notify } from './toast';
import { clamp, PLAYER_DEFAULT_VOLUME, VOLUME_MAX } from './videoPlayerKeys';

export type VideoPlayerState = 'loading' | 'paused' | 'playing' | 'waiting' | 'error';

const fail = (key: string, fallback: string, err?: unknown) => {
  console.error(`[video] ${fallback}`, err);
  notify({ tone: 'error', title: i18n.t(key, { defaultValue: fallback }) });
};

/** A play() refused because the browser blocks autoplay (no user gesture yet). */
const isAutoplayBlock = (err: unknown) =>
  err instanceof DOMException && err.name === 'NotAllowedError';
/** A play() interrupted by a pause or a new source: not a failure. */
const isInterruption = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** The file an address names, whatever its signature (the query string). */
const mediaFile = (src: string) => src.split('?')[0];

/**
 * The state of one <video> (creation.md §4 "Video player states"): loading, paused, playing,
 * waiting, error. After an error every control is disabled and "Failed to load video" is
 * reported once. A blocked autoplay shows a manual play overlay and is only logged.
 */
export function useVideoPlayer(src: string, autoPlay: boolean) {
  // Lists are asked again for freshly signed links while a page is open (mediaLinkRefresh). A
  // new signature of the same file does not reload the player: the element keeps the address it
  // loaded until that one fails (an expired link, say after a long pause), then carries on from
  // the same moment on the newest one. Another file starts over at once.
  const [activeSrc, setActiveSrc] = useState(src);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  if (mediaFile(src) !== mediaFile(activeSrc)) {
    resume.current = null;
    setActiveSrc(src);
  }
  const latestSrc = useRef(src);
  latestSrc.current = src;
  const activeRef = useRef(activeSrc);
  activeRef.current = activeSrc;
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<VideoPlayerState>('loading');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(PLAYER_DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [autoplayBlocked, setAutoplayBlocked] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const play = useCallback(async (manual: boolean) => {
    const video = videoRef.current;
    if (!video || stateRef.current === 'error') return;
    try {
      await video.play();
      setAutoplayBlocked(false);
    } catch (err) {
      if (isInterruption(err)) return;
      if (!manual && isAutoplayBlock(err)) {
        console.info('[video] autoplay blocked; waiting for the viewer to press play');
        setAutoplayBlocked(true);
        return;
      }
      fail('generation.player.playFailed', 'Video play/pause failed', err);
    }
  }, []);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video || stateRef.current === 'error') return;
    if (video.paused || video.ended) {
      void play(true);
      return;
    }
    try {
      video.pause();
    } catch (err) {
      fail('generation.player.playFailed', 'Video play/pause failed', err);
    }
  }, [play]);

  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current;
    if (!video || stateRef.current === 'error') return;
    const end = Number.isFinite(video.duration) ? video.duration : seconds;
    const next = clamp(seconds, 0, Math.max(0, end));
    video.currentTime = next;
    setTime(next);
  }, []);
  const seekBy = useCallback(
    (by: number) => seekTo((videoRef.current?.currentTime ?? 0) + by),
    [seekTo],
  );

  const setVolume = useCallback((value: number) => {
    const video = videoRef.current;
    if (!video || stateRef.current === 'error') return;
    const next = clamp(Math.round(value), 0, VOLUME_MAX);
    video.volume = next / VOLUME_MAX;
    setVolumeState(next);
    // Turning the volume up is meant to be heard.
    if (next > 0 && video.muted) {
      video.muted = false;
      setMuted(false);
    }
  }, []);
  const volumeBy = useCallback(
    (by: number) => setVolume((videoRef.current?.volume ?? 1) * VOLUME_MAX + by),
    [setVolume],
  );
  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video || stateRef.current === 'error') return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }, []);

  const toggleFullscreen = useCallback(async () => {
    const frame = frameRef.current;
    if (!frame || stateRef.current === 'error') return;
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await frame.requestFullscreen();
    } catch (err) {
      fail('generation.player.fullscreenFailed', 'Fullscreen toggle failed', err);
    }
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A new address loads afresh; another file also starts at the beginning, with no
  // blocked-autoplay overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, not a value read
  useEffect(() => {
    setState('loading');
    if (resume.current) return;
    setTime(0);
    setDuration(0);
    setAutoplayBlocked(false);
  }, [activeSrc]);

  const onError = () => {
    if (stateRef.current === 'error') return;
    const fresher = latestSrc.current;
    if (fresher !== activeRef.current && mediaFile(fresher) === mediaFile(activeRef.current)) {
      const s = stateRef.current;
      resume.current = {
        time: videoRef.current?.currentTime ?? 0,
        playing: s === 'playing' || s === 'waiting',
      };
      setActiveSrc(fresher);
      return;
    }
    setState('error');
    fail('generation.player.loadFailed', 'Failed to load video', videoRef.current?.error);
  };

  /** Props for the <video> element. */
  const videoProps = {
    ref: videoRef,
    onLoadedMetadata: (e: SyntheticEvent<HTMLVideoElement>) => {
      const video = e.currentTarget;
      setDuration(Number.isFinite(video.duration) ? video.duration : 0);
      const at = resume.current;
      if (!at) return;
      resume.current = null;
      video.currentTime = at.time;
      if (at.playing) void play(true);
    },
    onDurationChange: (e: SyntheticEvent<HTMLVideoElement>) =>
      setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0),
    onCanPlay: () => {
      if (stateRef.current !== 'loading') {
        if (stateRef.current === 'waiting') setState('playing');
        return;
      }
      setState(videoRef.current?.paused === false ? 'playing' : 'paused');
      if (autoPlay) void play(false);
    },
    onPlaying: () => stateRef.current !== 'error' && setState('playing'),
    onPause: () => stateRef.current !== 'error' && setState('paused'),
    onEnded: () => stateRef.current !== 'error' && setState('paused'),
    onWaiting: () => stateRef.current === 'playing' && setState('waiting'),
    onTimeUpdate: (e: SyntheticEvent<HTMLVideoElement>) => setTime(e.currentTarget.currentTime),
    onError,
  };

  return {
    /** The address the <video> element is to load. */
    src: activeSrc,
    videoProps,
    frameRef,
    state,
    time,
    duration,
    volume,
    muted,
    fullscreen,
    autoplayBlocked,
    disabled: state === 'error',
    toggle,
    play: () => void play(true),
    seekTo,
    seekBy,
    setVolume,
    volumeBy,
    toggleMute,
    toggleFullscreen: () => void toggleFullscreen(),
  };
}

export type VideoPlayerControls = ReturnType<typeof useVideoPlayer>;
