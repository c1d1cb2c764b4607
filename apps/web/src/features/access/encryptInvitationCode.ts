/**
 * Encrypts an invitation code under the server's public key with PKCS#1 v1.5 and returns it
 * as base64 (core.md §4). node-forge is loaded on demand: only the invite screen needs it.
 */
export async function encryptInvitationCode(
  key: { exponent: number; module: string },
  code: string,
): Promise<string> {
  const { default: forge } = await import('node-forge');
  const publicKey = forge.pki.setRsaPublicKey(
    new forge.jsbn.BigInteger(key.module, 16),
    new forge.jsbn.BigInteger(key.exponent.toString(16), 16),
  );
  return forge.util.encode64(publicKey.encrypt(forge.util.encodeUtf8(code), 'RSAES-PKCS1-V1_5'));
}
