import type { VoiceItem } from './types';

/** What the table and the card views of the voice list share. */
export interface VoiceListProps {
  voices: VoiceItem[];
  loading: boolean;
  selectedId: string | null;
  /** The current voice, briefly highlighted once scrolled to. */
  highlightedId: string | null;
  /** The option label of a value ("female" → "Female"), from the loaded filter options. */
  labelOf(group: 'gender' | 'age' | 'languages', value: string | null | undefined): string;
  onSelect(voice: VoiceItem): void;
  onStar(voice: VoiceItem): void;
  onPlay(): void;
}
