import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Small secrets kept encrypted at rest with AES-256-GCM (node:crypto): the second factors'
 * TOTP secrets. A sealed value reads `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url), the
 * key id being the first bytes of the key's SHA-256, so a value sealed with the previous key
 * (during a rotation) is recognised and opened with it. `context` is bound in as additional
 * data (the owner's id): a value copied onto another row does not open there.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('base64url').slice(0, 8);

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** The plain text; `stale` when it was sealed with the previous key (re-seal it). */
  open(sealed: string, context: string): { plain: string; stale: boolean };
  /** Whether the value was sealed with the current key. */
  isCurrent(sealed: string): boolean;
}

export function createSecretBox(keys: { current: Buffer; previous: Buffer | null }): SecretBox {
  const currentId = keyId(keys.current);
  const byId = new Map<string, Buffer>([[currentId, keys.current]]);
  if (keys.previous) byId.set(keyId(keys.previous), keys.previous);

  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentId, iv, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, id, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !id || !iv || !body || !tag || rest.length > 0) {
        throw new Error('not a sealed secret');
      }
      const key = byId.get(id);
      if (!key) throw new Error('sealed with a key that is not configured');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return { plain, stale: id !== currentId };
    },
    isCurrent: (sealed) => sealed.split('.')[1] === currentId,
  };
}
