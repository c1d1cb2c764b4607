import { LoginMethod } from '@talkreel/contract';
import type { InvitationSession } from '../../state/useSessionStore';

/**
 * How the visitor signed in, recorded with a waitlist entry: step 2 stores it (e-mail sign-in);
 * step 1 comes back from the third-party sign-in.
 */
export const activationLoginMethod = (inv: InvitationSession): number =>
  inv.loginMethod ?? (inv.step === 1 ? LoginMethod.GOOGLE : LoginMethod.EMAIL);
