import { useState } from 'react';
import { CreateActorDialog } from '../../actors/create/CreateActorDialog';
import { ActorLibraryPage } from './ActorLibraryPage';

/**
 * /assets/actor/ with the create-actor dialog its add card opens; a created actor shows in the
 * grid as generating (the dialog refreshes the user's actor lists).
 */
export function ActorLibraryRoute() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ActorLibraryPage onAdd={() => setAdding(true)} />
      <CreateActorDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
