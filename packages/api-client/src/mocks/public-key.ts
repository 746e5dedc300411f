// The key pair half the mock provider hands out. It never decrypts: it holds no private key.

/** The mock key's id: fixed, in the sandbox's format (16 hex digits). */
export const MOCK_KEY_ID = "6d6f636b6b657931";

/** A real RSA public key (2048 bits) the mock provider hands out; it never decrypts. */
export const MOCK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsSUA+WhqHAd+gtIV8Uw4
oQgm7VvN1j/GIevAizoIUXLl8mBxI3mR9giiP50MpY5wqQnj8t4ulJaA7jN10BQ/
P+kOQqZAYQ69+l74+PRGEdxpDGQTXyVCbRUM01IvrntuA4Uv2n260qZsSTQpBhzK
Fm+TUXLw3BUE/fkBuxO8Q1GKpWPe8MntC6kV3E5F30PinmywnfS84Qx3YGXWDyWk
NudELinqH1X8vCgOQp4adoRsjx8UD/Kz8lpdUBHQFWZU5lEaBpqDLt/qApHTimx4
QejcfDnimO+8zkyJGD+oLLtzWKtjHxZ4tmSdGQp8n7WAlwgHXJZUsi7qBTntyOcu
XwIDAQAB
-----END PUBLIC KEY-----`;
