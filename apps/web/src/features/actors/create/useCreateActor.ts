import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordEvent } from '../../../api/events/recordEvent';
import { notify } from '../../../ui/toast';
import { estimateSentence } from '../../progress/workEstimate';
import { actorListKey } from '../useActorList';
import { type CreateActorRequest, createActor } from './createActorApi';
import { myActorsKey } from './myActorsKey';

/**
 * Sends the creation (creation.md §4: Create is off while the call runs and on again after).
 * On success the user's actor lists are refreshed (the picker's and the library's), a toast
 * says the actor is on its way and how long it should take, and the caller learns its
 * template id. A refusal is toasted by
 * the call layer from its code.
 */
export function useCreateActor(onCreated: (templateId: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  const create = async (req: CreateActorRequest) => {
    if (creating) return;
    setCreating(true);
    try {
      const reply = await createActor(req);
      recordEvent('train_digital_human', { kind: req.kind });
      void queryClient.invalidateQueries({ queryKey: myActorsKey });
      void queryClient.invalidateQueries({ queryKey: actorListKey });
      notify({
        tone: 'success',
        title: t('createActor.created.title', { name: req.name }),
        // The server's estimate for this actor, in the words every waiting card uses.
        text: t('createActor.created.text', {
          estimate: estimateSentence(
            t,
            req.kind === 'image' ? 'photoActor' : 'videoActor',
            reply.progress,
          ),
        }),
      });
      onCreated(reply.templateId);
    } catch (err) {
      console.warn('[actors] creation failed', err);
    } finally {
      setCreating(false);
    }
  };

  return { creating, create };
}
