/** Request headers of core.md §7, named exactly so any client can speak to the server. */
export const Header = {
  LANGUAGE: 'accept-language',
  REQUEST_ID: 'x-request-id',
  AUTHORIZATION: 'authorization',
  AUTH_TOKEN: 'auth-token',
  TIMESTAMP: 'x-timestamp',
  SIGNATURE: 'x-signature',
} as const;

/** The signed string is timestamp + token + secret; the signature is its hex SHA-256. */
export const signaturePayload = (timestamp: string, token: string, secret: string) =>
  `${timestamp}${token}${secret}`;

/** Default signing secret; deployments override it with API_SIGNING_SECRET. */
export const DEFAULT_SIGNING_SECRET = 'talkreel-dev-signing-secret';
