/** Business codes of the error catalogue (core.md §8), plus 1020 from creation.md §8. */
export const Code = {
  OK: 200,
  INVALID_INPUT: 1001,
  SIGN_IN_REQUIRED: 1002,
  ACCESS_RESTRICTED: 1003,
  NOT_FOUND: 1004,
  ALREADY_EXISTS: 1005,
  SIGN_IN_FAILED: 1006,
  INVALID_CODE: 1007,
  AUTHORIZATION_FAILED: 1008,
  OPERATION_FAILED: 1009,
  SYSTEM_ERROR: 1010,
  SLOW_DOWN: 1011,
  INVALID_FORMAT: 1012,
  UPLOAD_FAILED: 1013,
  SESSION_EXPIRED: 1014,
  ACCOUNT_SUSPENDED: 1015,
  AUDIO_NOT_VERIFIED: 1020,
} as const;
export type BusinessCode = (typeof Code)[keyof typeof Code];

/**
 * HTTP status sent with each business code. Only 1002/1014 use 401: the client clears
 * the token on 401, so codes a signed-out visitor can get (bad login code) must not.
 */
export const httpStatusOf: Record<BusinessCode, number> = {
  200: 200,
  1001: 400,
  1002: 401,
  1003: 403,
  1004: 404,
  1005: 409,
  1006: 400,
  1007: 400,
  1008: 400,
  1009: 409,
  1010: 500,
  1011: 429,
  1012: 400,
  1013: 400,
  1014: 401,
  1015: 403,
  1020: 409,
};

/**
 * Why a 1003 was sent, in the refusal's `data.reason`, where the client acts on it: the caller is
 * no longer a member of the workspace the call named (it was removed), as opposed to lacking a
 * right inside it; or the call's signature matched no secret the server holds (its secret was
 * rotated since the page loaded, so the page re-reads its settings and tries once more).
 */
export const RefusalReason = { NOT_MEMBER: 'not_member', BAD_SIGNATURE: 'bad_signature' } as const;
export interface NotMemberRefusal {
  reason: typeof RefusalReason.NOT_MEMBER;
  workspace_id: string;
}

export interface ToastText {
  title: string;
  text?: string;
}

/** Toasts by business code (core.md §8); "text not shown" entries have no text. */
export const businessToasts: Record<number, ToastText> = {
  1001: { title: 'Invalid Input' },
  1002: { title: 'Sign In Required' },
  1003: { title: 'Access Restricted', text: 'Insufficient permissions.' },
  1004: { title: 'Content Not Found' },
  1005: { title: 'Already Exists', text: 'This item already exists.' },
  1006: { title: 'Sign In Failed', text: 'Invalid email or password.' },
  1007: { title: 'Invalid Code', text: 'Verification code is incorrect or expired.' },
  1008: { title: 'Authorization Failed', text: 'Third-party authorization failed.' },
  1009: { title: 'Operation Failed', text: 'Please try again later.' },
  1010: { title: 'System Error', text: 'Please contact support if this continues.' },
  1011: { title: 'Slow Down', text: 'Too many requests, please wait.' },
  1012: { title: 'Invalid Format', text: 'Data format is incorrect.' },
  1013: { title: 'Upload Failed', text: 'File upload failed, please try again.' },
  1014: { title: 'Session Expired', text: 'Please sign in again.' },
  1015: { title: 'Account Suspended', text: 'Please contact support to restore access.' },
};

/** Toasts by HTTP status (core.md §8); 0 is a network failure. */
export const httpToasts: Record<number, ToastText> = {
  400: { title: 'Bad Request', text: 'Please check your input and try again.' },
  401: { title: 'Unauthorized', text: 'Please sign in to continue.' },
  403: { title: 'Access Denied', text: "You don't have permission for this action." },
  404: { title: 'Not Found', text: 'The requested content was not found.' },
  408: { title: 'Request Timeout', text: 'Request timed out, please try again.' },
  429: { title: 'Too Many Requests', text: 'Please wait a moment before trying again.' },
  500: { title: 'Server Error', text: 'Something went wrong, please try again later.' },
  502: { title: 'Service Unavailable', text: 'Service temporarily unavailable.' },
  503: { title: 'Service Unavailable', text: 'Service under maintenance.' },
  504: { title: 'Gateway Timeout', text: 'Server response timeout.' },
  0: { title: 'Connection Failed', text: 'Please check your internet connection.' },
  200: { title: 'Success', text: 'Operation completed successfully.' },
};

/** Server messages named by the spec; the client matches some of them exactly. */
export const Message = {
  OK: 'success',
  ACTIVATION_CODE_NEED: 'ACTIVATION_CODE_NEED',
  TOO_FREQUENT: 'Requests are too frequent, please retry after 1 minute',
  /** A cap counted by the hour (clones, sub-users made): "1 minute" would send the user back too soon. */
  HOURLY_LIMIT: 'Hourly limit reached, please retry in an hour',
  /** A cap counted by the day (login-code and invitation mails). */
  DAILY_LIMIT: 'Daily limit reached, please retry tomorrow',
  EMAIL_EMPTY: 'Email cannot be empty',
  INVALID_EMAIL: 'Invalid email',
  EMAIL_EXISTS: 'Email already exists',
  /** Inviting one's own address (issue 24): more precise than EMAIL_EXISTS, still 1005. */
  ALREADY_MEMBER: 'You are already a member of this product',
  AUDIO_NAME_EXISTS: 'Audio name already exists',
  ACTOR_NAME_EXISTS: 'Actor name already exists',
  VOICE_NAME_EXISTS: 'Voice name already exists',
  INVALID_IMAGE: 'Invalid Image',
  INVALID_VIDEO: 'Invalid Video',
  INVALID_AUDIO: 'Invalid audio',
  MISSING_TEXT_OR_ACTORS: 'Missing text or actors',
  VIDEO_NOT_FOUND: 'Video not found',
  USER_NOT_FOUND: 'User is not found',
  AGENT_ID_REQUIRED: 'Agent id is required',
  PROJECT_ID_REQUIRED: 'projectId is required',
  BAD_SIGNATURE: 'Request signature is invalid',
  STALE_TIMESTAMP: 'Request timestamp is too far from server time',
  SIGN_IN_REQUIRED: 'Please sign in to continue',
  TOKEN_EXPIRED: 'Session has expired, please sign in again',
  SESSION_IDLE: 'Session ended after a week without use, please sign in again',
  PERMISSION_DENIED: 'Permission denied',
  NOT_FOUND: 'Not found',
  INVALID_VERIFY_CODE: 'Verification code is incorrect or expired',
  /** Code 1007 too: the code took LOGIN_CODE_MAX_GUESSES wrong guesses and is void; the client offers a new one. */
  LOGIN_CODE_VOID: 'This code is no longer valid. Send a new one.',
  INVALID_ACTIVATION_CODE: 'Invitation code is invalid or already used',
  INTERNAL: 'Internal server error',
  ACCOUNT_SUSPENDED: 'This account is suspended',
} as const;
