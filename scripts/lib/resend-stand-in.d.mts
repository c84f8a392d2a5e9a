/** Types of scripts/lib/resend-stand-in.mjs, for the TypeScript tests that start it. */
export interface StandInMail {
  to: string;
  from: string;
  subject: string;
  html?: string;
  text?: string;
  headers: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StandInCall {
  path: string;
  key: string | null;
  status: number;
}

export interface ResendStandIn {
  url: string;
  counts(): Map<string, number>;
  mails(): StandInMail[];
  calls(): StandInCall[];
  failNext(count: number, status: number, retryAfter?: number): void;
  setDelay(ms: number): void;
  onAccepted(hook: ((key: string | null) => void) | undefined): void;
  reset(): void;
  close(): Promise<void>;
}

export function startResendStandIn(options?: {
  keepMails?: boolean;
  port?: number;
  delayMs?: number;
}): Promise<ResendStandIn>;
