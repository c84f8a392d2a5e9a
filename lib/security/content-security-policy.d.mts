/** Types of content-security-policy.mjs (plain JavaScript so that next.config.mjs can import it). */
export declare const NONCE_AREAS: readonly string[];
export declare const OUTSIDE_NONCE_AREAS: string;
export declare const FILES_AREA: string;
export declare const FILES_SOURCE: string;
export declare const FILES_POLICY: string;
export declare const PUBLIC_SCRIPT_SOURCES: readonly string[];
export declare function policyWithScripts(
  scripts: readonly string[],
  options?: { newsletterActionUrl?: string | null; storageUrl?: string | null; development?: boolean },
): string;
export declare function publicPolicyFrom(env: Record<string, string | undefined>): string;
