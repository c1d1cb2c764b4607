import { useState } from 'react';
import { ActorLibraryPage } from './ActorLibraryPage';

/** /assets/actor/ with the create-actor dialog its add card opens. */
export function ActorLibraryRoute() {
  const [, setAdding] = useState(false);
  return <ActorLibraryPage onAdd={() => setAdding(true)} />;
}
