// The RSA key pair passwords are encrypted with: made on first start, kept in the data folder.
import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** File name of the private key (PKCS #8 PEM) inside the data folder. */
export const KEY_FILE = "sandbox-rsa.pem";

export interface PasswordKeys {
  /** A short id of the public key, so clients can tell when it changed. */
  readonly keyId: string;
  /** SPKI PEM, what `/api/user-server/publicKey` hands out. */
  readonly publicKeyPem: string;
  /** The plaintext of an RSA-OAEP (SHA-256) ciphertext in base64, or null if it does not decrypt. */
  decrypt(ciphertextBase64: string): string | null;
}

export function loadOrCreateKeys(dataDir: string): PasswordKeys {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, KEY_FILE);
  let privateKey: KeyObject;
  if (existsSync(file)) {
    privateKey = createPrivateKey(readFileSync(file, "utf8"));
  } else {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    privateKey = pair.privateKey;
    writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  }
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
  const keyId = createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 16);
  return {
    keyId,
    publicKeyPem,
    decrypt(ciphertextBase64) {
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
          Buffer.from(ciphertextBase64, "base64"),
        );
        return plain.toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
