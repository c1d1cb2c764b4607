import { seededRandom } from '../../render/seeded-random.js';
import type { Gender, IllustratedActorParams, Situation } from './params.js';

export type OutfitKind =
  | 'tee'
  | 'sweater'
  | 'shirt_blazer'
  | 'hoodie'
  | 'cardigan'
  | 'suit_tie'
  | 'blouse_blazer';

export interface Outfit {
  kind: OutfitKind;
  main: string;
  inner: string;
  accent: string;
}

const palettes: Record<Situation, string[]> = {
  studio: ['#4f63d9', '#e0785a', '#2f9c8f', '#8a5cc7', '#f2b84b'],
  office: ['#2f3e5c', '#4a4f57', '#6c7a89', '#3b5b7a'],
  outdoor: ['#5f7d4b', '#c0683b', '#2f6f8f', '#b5893a'],
  living_room: ['#c2874f', '#8f5f7a', '#6a8f72', '#d08c7a'],
  classroom: ['#7a5a3f', '#466b8a', '#8c4f4f', '#5d7250'],
  news_desk: ['#1f2b45', '#38404f', '#5a1f2b', '#2a3550'],
};

const kinds: Record<Situation, Record<Gender, OutfitKind[]>> = {
  studio: { male: ['tee', 'sweater'], female: ['tee', 'sweater'] },
  office: { male: ['shirt_blazer'], female: ['blouse_blazer'] },
  outdoor: { male: ['hoodie'], female: ['hoodie'] },
  living_room: { male: ['sweater'], female: ['sweater', 'cardigan'] },
  classroom: { male: ['cardigan'], female: ['cardigan'] },
  news_desk: { male: ['suit_tie'], female: ['blouse_blazer'] },
};

/** Clothing follows the situation: a suit at the news desk, a hoodie outdoors, a cardigan in class. */
export function outfitFor(params: IllustratedActorParams): Outfit {
  const rand = seededRandom(params.seed ^ 0xabcdef);
  const options = kinds[params.situation][params.gender];
  const kind = options[Math.floor(rand() * options.length)];
  const palette = palettes[params.situation];
  const main = params.outfitColor ?? palette[Math.floor(rand() * palette.length)];
  const inners = ['#f4f4f2', '#dfe8f5', '#f3e9e4'];
  return {
    kind,
    main,
    inner: inners[Math.floor(rand() * inners.length)],
    accent: ['#b33a3a', '#2f4f8f', '#c69a3a', '#3a7a5a'][Math.floor(rand() * 4)],
  };
}
