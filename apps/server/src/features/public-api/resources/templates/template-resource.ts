import type { PublicTemplate, TemplateItem } from '@talkreel/contract';

/** A template as the public API shows it: its name, variables and the one-script fields. */
export function toPublicTemplate(item: TemplateItem): PublicTemplate {
  const text = item.body.text;
  const voice = item.body.voice_id;
  return {
    id: item.id,
    object: 'template',
    name: item.name,
    variables: item.variables,
    script: typeof text === 'string' ? text : '',
    actor_id: typeof item.body.actor_id === 'string' ? item.body.actor_id : null,
    voice_id: typeof voice === 'string' ? voice : null,
    missing: item.missing ?? [],
    created_at: item.created_at,
  };
}
