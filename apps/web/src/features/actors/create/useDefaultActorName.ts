import { defaultActorName } from '@talkreel/contract';
import { useEffect, useRef, useState } from 'react';
import { getActorNameSuffix } from './createActorApi';

/**
 * The new actor's name, "Actor {n}" by default with n from GET /users/actor-name-suffix-id
 * (creation.md §3), until the user types one. A failed call leaves the field empty to fill.
 */
export function useDefaultActorName(userId: string) {
  const [name, setNameState] = useState('');
  const typed = useRef(false);
  useEffect(() => {
    let live = true;
    getActorNameSuffix(userId).then(
      (n) => {
        if (live && !typed.current) setNameState(defaultActorName(n));
      },
      (err) => console.warn('[actors] no name suffix', err),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const setName = (value: string) => {
    typed.current = true;
    setNameState(value);
  };
  return { name, setName };
}
