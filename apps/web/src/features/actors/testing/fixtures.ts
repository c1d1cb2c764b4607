/** Actor list items as the server sends them (snake_case). */
export function actorRow(n: number, over: Record<string, unknown> = {}) {
  return {
    id: `actor-${n}`,
    model_id: `model-${n}`,
    name: `Actor ${n}`,
    gender: n % 2 ? 'female' : 'male',
    age_group: 'young',
    skin_tone: 'Tan',
    situation: 'studio',
    languages: ['en'],
    is_hd: true,
    is_pro: false,
    is_exclusive_pro: false,
    is_free_speech: true,
    image_url: `/media/actors/${n}.jpg`,
    compressed_actor_default_video_url: `/media/actors/${n}-small.mp4`,
    full_actor_default_video_url: `/media/actors/${n}.mp4`,
    sort_order: n,
    is_favorite: false,
    is_my_actor: false,
    tags: [],
    generate_type: 0,
    generate_status: 2,
    default_audio: null,
    source: 'stock',
    created_at: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** One page of /actor/show out of `total` actors, 40 a page. */
export function actorPage(page: number, total: number, rows?: unknown[]) {
  const from = (page - 1) * 40;
  const count = Math.max(0, Math.min(40, total - from));
  return {
    page_size: 40,
    total,
    total_pages: Math.ceil(total / 40),
    current_page: page,
    actors: rows ?? Array.from({ length: count }, (_, i) => actorRow(from + i + 1)),
  };
}
