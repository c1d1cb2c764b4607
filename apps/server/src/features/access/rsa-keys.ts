import { generateKeyPairSync } from 'node:crypto';
import { Code, Message } from '@talkreel/contract';
import forge from 'node-forge';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { newId } from '../../lib/ids';

/**
 * The key pair that clients use to encrypt invitation codes (PKCS#1 v1.5). It lives in the
 * database so every API server behind a balancer serves and accepts the same key.
 */
async function currentKey(ctx: AppContext) {
  const existing = await ctx.db
    .selectFrom('rsa_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const row = {
    id: newId(),
    public_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    private_pem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    created_at: ctx.now(),
  };
  await ctx.db.insertInto('rsa_keys').values(row).execute();
  return row;
}

export async function getRsaPublicKey(ctx: AppContext) {
  const key = await currentKey(ctx);
  const pub = forge.pki.publicKeyFromPem(key.public_pem);
  return { exponent: pub.e.intValue(), module: pub.n.toString(16), rsa_id: key.id };
}

/**
 * Decrypts a base64 (or hex) PKCS#1 v1.5 ciphertext. Node 20 refuses this padding in
 * crypto.privateDecrypt (Marvin hardening), hence node-forge.
 */
export async function decryptActivationCode(
  ctx: AppContext,
  rsaId: string,
  cipherText: string,
): Promise<string> {
  const key = await ctx.db
    .selectFrom('rsa_keys')
    .selectAll()
    .where('id', '=', rsaId)
    .executeTakeFirst();
  const refuse = () => new AppError(Code.INVALID_CODE, Message.INVALID_ACTIVATION_CODE);
  if (!key) throw refuse();
  try {
    const bytes =
      /^[0-9a-f]+$/i.test(cipherText) && cipherText.length % 2 === 0
        ? forge.util.hexToBytes(cipherText)
        : forge.util.decode64(cipherText);
    const priv = forge.pki.privateKeyFromPem(key.private_pem);
    return forge.util.decodeUtf8(priv.decrypt(bytes, 'RSAES-PKCS1-V1_5'));
  } catch {
    throw refuse();
  }
}
