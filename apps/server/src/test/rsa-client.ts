import forge from 'node-forge';

/** Encrypts like the browser does: PKCS#1 v1.5 under {exponent, module}, base64 out. */
export function encryptForServer(key: { exponent: number; module: string }, text: string): string {
  const pub = forge.pki.setRsaPublicKey(
    new forge.jsbn.BigInteger(key.module, 16),
    new forge.jsbn.BigInteger(key.exponent.toString(16), 16),
  );
  return forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
}
