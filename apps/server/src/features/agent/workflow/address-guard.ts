import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

/**
 * The delivery guard's rules for a workflow address, in one place: the delivery applies them on
 * every attempt (and to the addresses DNS returns at connect time), and set-workflow applies them
 * when the address is saved, so an address the delivery would refuse is never "saved".
 */

/** The parsed address when its form passes, or why it is refused. */
export type AddressForm = { url: URL; host: string; secure: boolean } | { refused: string };

/** The rules that need no lookup: scheme, no credentials, and a literal IP must be public. */
export function checkAddressForm(
  address: string,
  allowPrivate: boolean,
  /** How refusals name the address (webhook endpoints reuse these rules). */
  what = 'The workflow address',
): AddressForm {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { refused: `${what} is not a valid URL` };
  }
  const secure = url.protocol === 'https:';
  if (!secure && !(allowPrivate && url.protocol === 'http:'))
    return { refused: `${what} must start with https://` };
  if (url.username || url.password)
    return { refused: `${what} may not carry a user name or password` };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // An IP literal is connected to without a lookup, so it is judged here.
  if (isIP(host) && !allowPrivate && !isPublicAddress(host))
    return { refused: `Refused: ${host} is not a public address` };
  return { url, host, secure };
}

/** Why the addresses a name resolved to are refused, or null when they may be reached. */
export function refusalOfResolved(
  hostname: string,
  addresses: LookupAddress[],
  allowPrivate: boolean,
): string | null {
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (addresses.length > 0 && (!bad || allowPrivate)) return null;
  return `Refused: ${hostname} resolves to ${bad?.address ?? 'no address'}, which is not public`;
}

/**
 * Why a delivery to `address` would be refused, judged now: its form, then (for a name) what DNS
 * answers. A name that does not resolve yet is let through (the receiver may not be set up yet);
 * each delivery judges it again when it connects.
 */
export async function workflowAddressRefusal(
  address: string,
  allowPrivate: boolean,
  what?: string,
): Promise<string | null> {
  const form = checkAddressForm(address, allowPrivate, what);
  if ('refused' in form) return form.refused;
  if (allowPrivate || isIP(form.host)) return null;
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(form.host, { all: true }, (err, list) => resolve(err ? null : list)),
  );
  return addresses ? refusalOfResolved(form.host, addresses, allowPrivate) : null;
}
