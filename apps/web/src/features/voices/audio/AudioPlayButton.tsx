export interface AudioPlayButtonProps {
  src: string | null | undefined;
  label?: string;
  className?: string;
  onPlay?(): void;
}

export function AudioPlayButton(_props: AudioPlayButtonProps) {
  return null;
}
